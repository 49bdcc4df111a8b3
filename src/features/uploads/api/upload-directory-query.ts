import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { UploadDirectoryQuery } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';

// Companies and employees the file names are matched against (spec §5: company code + user code).

export const UploadDirectoryDocument = graphql(`
  query UploadDirectory {
    companies(orderBy: [{ name: asc }]) {
      id
      code
      name
    }
    companyEmployees(where: { isArchived: { equals: false } }, orderBy: [{ name: asc }]) {
      id
      code
      name
      isHiddenInHr
      company {
        id
        code
      }
    }
  }
`);

export type DirectoryCompany = NonNullable<UploadDirectoryQuery['companies']>[number];
export type DirectoryEmployee = NonNullable<UploadDirectoryQuery['companyEmployees']>[number];
export type UploadDirectory = { companies: DirectoryCompany[]; employees: DirectoryEmployee[] };

export function uploadDirectoryQueryOptions() {
  return queryOptions({
    queryKey: ['uploads', 'directory'] as const,
    queryFn: async (): Promise<UploadDirectory> => {
      const result = await gqlRequest(UploadDirectoryDocument);
      return { companies: result.companies ?? [], employees: result.companyEmployees ?? [] };
    },
    staleTime: 300_000,
  });
}
