import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { CompanyUpdateInput } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import { managerKeys } from './manager-keys';

const UpdateCompanyDocument = graphql(`
  mutation UpdateCompany($id: ID!, $data: CompanyUpdateInput!) {
    updateCompany(where: { id: $id }, data: $data) {
      id
      version
    }
  }
`);

/** One company; a bulk edit (useBulkEdit) calls it for each record. */
export const updateCompany = (id: string, data: CompanyUpdateInput) => gqlRequest(UpdateCompanyDocument, { id, data });

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: string; data: CompanyUpdateInput }) => updateCompany(id, data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerKeys.all }),
  });
}
