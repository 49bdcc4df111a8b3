import type { Resolvers } from './resolvers.gen';

/**
 * A slice of the schema: its SDL and its resolvers, typed from the committed SDL by codegen
 * (arguments and results included). `server/src/schema/index.ts` merges them.
 */
export interface SchemaModule {
  typeDefs: string;
  resolvers: Resolvers;
}
