import { createGraphQLError } from 'graphql-yoga';

/**
 * What one request may cost: rows read, and list or count queries run. Depth alone does not bound
 * work: ten levels of `employees { company { employees … } } }` multiply. The query count trips
 * before the rows arrive, because sibling resolvers start their queries all at once.
 */
export const MAX_ROWS_PER_REQUEST = 25_000;
export const MAX_QUERIES_PER_REQUEST = 500;

/** What the request has spent so far; one per request, created with its context. */
export interface RequestBudget {
  rows: number;
  queries: number;
}

export function createRequestBudget(): RequestBudget {
  return { rows: 0, queries: 0 };
}

/** Counts rows and queries against the request's budget; refuses the request once it is spent. */
export function spend(budget: RequestBudget, rows: number, queries: number): void {
  budget.rows += rows;
  budget.queries += queries;
  if (budget.rows > MAX_ROWS_PER_REQUEST || budget.queries > MAX_QUERIES_PER_REQUEST) {
    throw createGraphQLError(
      `This request reads too much data (at most ${MAX_ROWS_PER_REQUEST} rows in ${MAX_QUERIES_PER_REQUEST} lists); ask for less with take, or split it`,
      { extensions: { code: 'BAD_USER_INPUT' } },
    );
  }
}
