import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { CompanyEmployeeUpdateInput } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import { managerKeys } from './manager-keys';

const UpdateCompanyEmployeeDocument = graphql(`
  mutation UpdateCompanyEmployee($id: ID!, $data: CompanyEmployeeUpdateInput!) {
    updateCompanyEmployee(where: { id: $id }, data: $data) {
      id
      version
    }
  }
`);

/** One employee record; a bulk edit (useBulkEdit) calls it for each record. */
export const updateCompanyEmployee = (id: string, data: CompanyEmployeeUpdateInput) => gqlRequest(UpdateCompanyEmployeeDocument, { id, data });

export function useUpdateCompanyEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: string; data: CompanyEmployeeUpdateInput }) => updateCompanyEmployee(id, data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerKeys.all }),
  });
}
