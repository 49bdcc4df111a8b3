import { GraphQLScalarType, Kind } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { Resolvers } from '../schema/resolvers.gen';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

function parseCalendarDay(value: unknown): string {
  if (typeof value !== 'string' || !CALENDAR_DAY.test(value)) {
    throw createGraphQLError('CalendarDay must be a date in the form YYYY-MM-DD', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw createGraphQLError(`"${value}" is not a valid calendar day`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return value;
}

function parseDateTime(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw createGraphQLError('DateTime must be an ISO 8601 date and time', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return date;
}

/**
 * A file from the multipart parser (http/multipart-spool.ts: a SpooledFile). Checked by shape, not
 * by class, so any File-like value a caller of the schema passes in is accepted as well.
 */
function isUploadedFile(value: unknown): value is File {
  if (!value || typeof value !== 'object') return false;
  const file = value as Partial<File>;
  return typeof file.name === 'string' && typeof file.stream === 'function' && typeof file.arrayBuffer === 'function';
}

export const scalarResolvers = {
  CalendarDay: new GraphQLScalarType({
    name: 'CalendarDay',
    serialize: (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v)),
    parseValue: parseCalendarDay,
    parseLiteral: (ast) => parseCalendarDay(ast.kind === Kind.STRING ? ast.value : null),
  }),
  DateTime: new GraphQLScalarType({
    name: 'DateTime',
    serialize: (v) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString()),
    parseValue: parseDateTime,
    parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : null),
  }),
  JSON: new GraphQLScalarType({
    name: 'JSON',
    serialize: (v) => v,
    parseValue: (v) => v,
    parseLiteral: () => {
      throw createGraphQLError('JSON values must be passed as variables', { extensions: { code: 'BAD_USER_INPUT' } });
    },
  }),
  // graphql-yoga turns each multipart file into a web File; it arrives here as the variable value.
  Upload: new GraphQLScalarType({
    name: 'Upload',
    serialize: () => {
      throw createGraphQLError('Upload is an input-only scalar');
    },
    parseValue: (v) => {
      if (!isUploadedFile(v)) throw createGraphQLError('Upload must be a file sent as a multipart request part', { extensions: { code: 'BAD_USER_INPUT' } });
      return v;
    },
    parseLiteral: () => {
      throw createGraphQLError('Upload must be a file sent as a multipart request part', { extensions: { code: 'BAD_USER_INPUT' } });
    },
  }),
} satisfies Resolvers;

export const baseTypeDefs = /* GraphQL */ `
scalar CalendarDay
scalar DateTime
scalar JSON
scalar Upload

type Query
type Mutation

enum OrderDirection {
  asc
  desc
}

enum QueryMode {
  default
  insensitive
}

input IDFilter { equals: ID in: [ID!] notIn: [ID!] lt: ID lte: ID gt: ID gte: ID not: IDFilter }
input StringFilter { equals: String in: [String!] notIn: [String!] lt: String lte: String gt: String gte: String contains: String startsWith: String endsWith: String mode: QueryMode not: StringFilter }
input BooleanFilter { equals: Boolean not: BooleanFilter }
input IntFilter { equals: Int in: [Int!] notIn: [Int!] lt: Int lte: Int gt: Int gte: Int not: IntFilter }
input CalendarDayFilter { equals: CalendarDay in: [CalendarDay!] notIn: [CalendarDay!] lt: CalendarDay lte: CalendarDay gt: CalendarDay gte: CalendarDay not: CalendarDayFilter }
input DateTimeFilter { equals: DateTime in: [DateTime!] notIn: [DateTime!] lt: DateTime lte: DateTime gt: DateTime gte: DateTime not: DateTimeFilter }

type FileFieldOutput {
  filename: String!
  filesize: Int!
  url: String!
  sha256: String
}

input FileFieldInput {
  upload: Upload!
}
`;
