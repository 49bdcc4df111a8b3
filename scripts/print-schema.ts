import { writeFileSync } from 'node:fs';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from '../server/src/schema';

// Prints the running schema's SDL to server/schema.graphql, the committed contract that codegen
// and the schema test (server/src/schema/schema-sdl.test.ts) read.
export function printCurrentSchema(): string {
  return printSchema(lexicographicSortSchema(buildSchema())) + '\n';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync('server/schema.graphql', printCurrentSchema());
  console.log('wrote server/schema.graphql');
}
