import { GraphQLError } from 'graphql';

export const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
export const forbidden = (message = 'You do not have access to perform this operation') =>
  new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
export const notFound = (what: string) => new GraphQLError(`${what} not found`, { extensions: { code: 'NOT_FOUND' } });
export const conflict = (message: string) => new GraphQLError(message, { extensions: { code: 'CONFLICT' } });

/** PostgreSQL's unique_violation, as thrown by PGlite and node-postgres (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}

/** A row still referenced by another (PostgreSQL foreign_key_violation), wherever the driver wraps it. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
