// Build-only Vite plugin: graphql-request's `import … from 'graphql'` gets
// src/lib/graphql/graphql-request-without-parser.ts instead of graphql's parser and printer, which it
// never calls for the portal's text documents. Only graphql-request's own files are redirected;
// nothing else in the browser imports graphql.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const WITHOUT_PARSER = fileURLToPath(new URL('../src/lib/graphql/graphql-request-without-parser.ts', import.meta.url));
const GRAPHQL_REQUEST_FILE = /[\\/]node_modules[\\/]graphql-request[\\/]/;

export function graphqlRequestParserPlugin(): Plugin {
  return {
    name: 'portal:graphql-request-parser',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'graphql' && importer && GRAPHQL_REQUEST_FILE.test(importer)) return WITHOUT_PARSER;
      return null;
    },
  };
}
