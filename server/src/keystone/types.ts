import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { GraphQLContext } from '../context';

/** The lists the API exposes, by their Keystone name. */
export type ListKey =
  | 'User'
  | 'Company'
  | 'CompanyEmployee'
  | 'HrSalary'
  | 'AccountingDocument'
  | 'HrDocumentType'
  | 'HrDocument'
  | 'HrSalaryWorkflow'
  | 'HrSalaryWorkflowDocument'
  | 'AuditEvent'
  | 'HrMessage';

export type Row = Record<string, unknown>;

/** A field resolver beyond plain columns: computed values and per-item field access. */
export type FieldResolve = (row: Row, context: GraphQLContext) => unknown;

interface Common {
  /** Keystone filters and sorts only fields that allow it; fields with field-level access never do. */
  filter?: boolean;
  order?: boolean;
  /** Replaces the plain column read, e.g. to hide a value from callers without field access. */
  resolve?: FieldResolve;
  /**
   * The row properties a custom resolver reads. List queries read only the columns their selection
   * needs (selected-columns.ts); without this, asking for the field makes them read every column.
   */
  reads?: readonly string[];
}

export type FieldDef =
  | (Common & { kind: 'id'; column: AnyPgColumn })
  | (Common & { kind: 'text'; column: AnyPgColumn; nullable?: boolean })
  | (Common & { kind: 'boolean'; column: AnyPgColumn })
  | (Common & { kind: 'int'; column: AnyPgColumn })
  | (Common & { kind: 'calendarDay'; column: AnyPgColumn })
  | (Common & { kind: 'timestamp'; column: AnyPgColumn })
  | (Common & { kind: 'select'; column: AnyPgColumn; enumName: string; values: readonly string[] })
  | (Common & { kind: 'json'; column: AnyPgColumn })
  /** `receipt` names the item in links issued to whoever's download counts as "seen" (see signed-url.ts). */
  | (Common & { kind: 'file'; keyColumn: AnyPgColumn; receipt?: (row: Row, context: GraphQLContext) => string | null })
  | (Common & { kind: 'one'; ref: ListKey; column: AnyPgColumn })
  | (Common & { kind: 'many'; ref: ListKey; foreignColumn: AnyPgColumn })
  /** A field of any GraphQL type with its own resolver (not filterable, not sortable). */
  | (Common & { kind: 'virtual'; graphqlType: string; resolve: FieldResolve });

export interface ListDef {
  key: ListKey;
  /** Keystone's query names: `companyEmployee` / `companyEmployees`. */
  singular: string;
  plural: string;
  table: PgTable;
  idColumn: AnyPgColumn;
  fields: Record<string, FieldDef>;
  /**
   * Which rows this caller may read, as SQL over the list's table. Every list query, count,
   * relationship field and download goes through it, so pages and counts never leak.
   * `true` means all rows; `false` none.
   */
  readFilter(context: GraphQLContext): SQL | boolean;
  /** Who the read filter lets read, in words (docs/access-rules.md). */
  readers: string;
}
