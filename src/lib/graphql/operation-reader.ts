// What graphql-request reads of a document, without graphql's parser (vite.config.ts puts this in
// its place in the browser build). graphql-request parses a text document only to learn its
// operation's name and whether it is a mutation (legacy/helpers/analyzeDocument.js); graphql's
// lexer, parser and printer were 10.6 KB of gzipped JavaScript that every signed-in page loaded
// first (bench:size). The portal's documents are codegen's, checked against the schema when they
// are generated, so reading their top level is enough; operation-reader.test.ts compares this
// with graphql's own parse for every one of them.

/**
 * The kinds of syntax node this reader makes, with graphql's own values (graphql-request compares
 * a definition's kind with `Kind.OPERATION_DEFINITION`). graphql's whole `Kind` enum was 0.5 KB
 * gzip of the dashboard's first load for these four.
 */
export const Kind = {
  DOCUMENT: 'Document',
  OPERATION_DEFINITION: 'OperationDefinition',
  FRAGMENT_DEFINITION: 'FragmentDefinition',
  NAME: 'Name',
} as const;

type OperationType = 'query' | 'mutation' | 'subscription';
type Definition =
  | { kind: typeof Kind.OPERATION_DEFINITION; operation: OperationType; name?: { kind: typeof Kind.NAME; value: string } }
  | { kind: typeof Kind.FRAGMENT_DEFINITION };

const OPERATIONS = new Set<string>(['query', 'mutation', 'subscription']);
// At the top level only names, brackets, strings and comments matter; everything else is skipped.
const TOKEN = /"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"|#[^\n\r]*|[_A-Za-z][_0-9A-Za-z]*|[(){}]|[^\s_A-Za-z(){}"#]+|\s+/g;
const IGNORED = /^[\s#]/;

/** The document's top-level definitions: operations (with their type and name) and fragments. */
export function parse(text: string): { kind: typeof Kind.DOCUMENT; definitions: Definition[] } {
  const definitions: Definition[] = [];
  // Selection sets ({…}) and, at the top level, variable definitions ((…)) being read.
  let braces = 0;
  let parens = 0;
  // The keyword that opened the definition being read, and its name: the token right after it.
  let keyword: string | null = null;
  let name: string | undefined;
  let nameNext = false;
  for (const [token] of text.matchAll(TOKEN)) {
    if (IGNORED.test(token)) continue;
    const expectingName = nameNext;
    nameNext = false;
    if (braces === 0 && token === '(') parens += 1;
    else if (braces === 0 && token === ')') parens -= 1;
    else if (parens > 0) continue;
    else if (token === '{') {
      if (braces === 0) {
        definitions.push(definitionOf(keyword, name));
        keyword = null;
        name = undefined;
      }
      braces += 1;
    } else if (token === '}') braces -= 1;
    else if (braces === 0 && keyword === null && /^[_A-Za-z]/.test(token)) {
      keyword = token;
      nameNext = true;
    } else if (braces === 0 && expectingName && /^[_A-Za-z]/.test(token)) name = token;
  }
  return { kind: Kind.DOCUMENT, definitions };
}

function definitionOf(keyword: string | null, name: string | undefined): Definition {
  // A selection set with no keyword before it is the short form of an anonymous query.
  if (keyword === null) return { kind: Kind.OPERATION_DEFINITION, operation: 'query' };
  if (!OPERATIONS.has(keyword)) return { kind: Kind.FRAGMENT_DEFINITION };
  return { kind: Kind.OPERATION_DEFINITION, operation: keyword as OperationType, ...(name ? { name: { kind: Kind.NAME, value: name } } : {}) };
}

/** graphql-request prints only documents given as syntax trees; the portal gives text. */
export function print(): never {
  throw new Error('The portal sends GraphQL documents as text: graphql-request has no printer in this build.');
}
