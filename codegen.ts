import type { CodegenConfig } from '@graphql-codegen/cli';

// The committed SDL (printed from the running schema by scripts/print-schema.ts) is the single
// source for the server's resolver types and the portal's typed operations.
const config: CodegenConfig = {
  schema: 'server/schema.graphql',
  ignoreNoDocuments: true,
  hooks: {
    // The client preset's lookup casts to any, and its TypedDocumentString keeps metadata as
    // Record<string, any>; the house rule is no any, even in generated code.
    afterAllFileWrite: ["sed -i 's/(documents as any)/(documents as Record<string, unknown>)/; s/Record<string, any>/Record<string, unknown>/g'"],
  },
  generates: {
    'server/src/schema/resolvers.gen.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'Date | string', CalendarDay: 'string', JSON: 'unknown', Upload: 'Promise<File> | File' },
        // List types resolve from database rows, read through the generic list resolvers.
        defaultMapper: 'unknown',
        // Types whose field or type resolvers are written by hand read their parent's real shape.
        mappers: {
          ProfileVersion: '../keystone/types#Row',
          RedeemUserMagicAuthTokenSuccess: './auth/impersonation#RedemptionSuccess',
          RedeemUserMagicAuthTokenFailure: './auth/impersonation#RedemptionFailure',
          RedeemUserMagicAuthTokenResult: './auth/impersonation#RedemptionPayload',
        },
      },
    },
    'src/gql/': {
      documents: ['src/**/*.{ts,tsx}', '!src/gql/**', '!src/routeTree.gen.ts'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        // Documents as text (TypedDocumentString): the portal sends text, so it needs no GraphQL
        // printer or parser at run time, and a document's text is half the size of its syntax tree.
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', CalendarDay: 'string', JSON: 'unknown', Upload: 'File' },
      },
    },
  },
};

export default config;
