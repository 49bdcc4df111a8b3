import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readGeneratedDocuments, replaceGraphqlCalls } from './graphql-documents-plugin';

const generated = readGeneratedDocuments(readFileSync('src/gql/gql.ts', 'utf8'), readFileSync('src/gql/graphql.ts', 'utf8'));

describe('the GraphQL documents build plugin', () => {
  it('finds the text of every operation and fragment of the generated map', () => {
    expect(generated.namesBySource.size).toBeGreaterThan(50);
    for (const name of generated.namesBySource.values()) expect(generated.textsByName.has(name), name).toBe(true);
  });

  it("turns a graphql() call into an import of that document alone, which is the generated lookup's text", async () => {
    // The portal's generated lookup, loaded by path: it belongs to the portal's TypeScript project.
    const { graphql } = (await import(pathToFileURL('src/gql/gql.ts').href)) as { graphql: (source: string) => unknown };
    const [source, name] = [...generated.namesBySource].find(([, n]) => n === 'MeDocument') ?? [];
    if (!source || !name) throw new Error('MeDocument is missing from src/gql');
    const code = `import { graphql } from '@/gql';\n\nexport const MeDocument = graphql(\`${source}\`);\nexport const after = 1;\n`;

    const replaced = replaceGraphqlCalls(code, generated, 'me-query.ts');

    expect(replaced).toContain(`import __graphqlDocument_MeDocument from 'virtual:graphql-document/MeDocument';`);
    expect(replaced).toContain('export const MeDocument = __graphqlDocument_MeDocument');
    // Lines after the call keep their numbers.
    expect(replaced?.split('\n').findIndex((line) => line.includes('after = 1'))).toBe(code.split('\n').findIndex((line) => line.includes('after = 1')));
    expect(generated.textsByName.get(name)).toBe(String(graphql(source)));
    // Fragments travel inside the text of the operations that use them.
    expect(generated.textsByName.get(name)).toMatch(/^fragment \w+ on /m);
  });

  it('leaves code without graphql() calls alone', () => {
    expect(replaceGraphqlCalls('export const x = 1;', generated, 'x.ts')).toBeNull();
  });

  it('stops the build when a document is not generated yet', () => {
    expect(() => replaceGraphqlCalls('graphql(`query NotGenerated { me { id } }`)', generated, 'new-query.ts')).toThrow(/npm run codegen/);
  });
});
