import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { CompanyCreateInput } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import { managerKeys } from './manager-keys';

const CreateCompanyDocument = graphql(`
  mutation CreateCompany($data: CompanyCreateInput!) {
    createCompany(data: $data) {
      id
    }
  }
`);

const createCompany = (data: CompanyCreateInput) => gqlRequest(CreateCompanyDocument, { data });

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCompany, onSuccess: () => queryClient.invalidateQueries({ queryKey: managerKeys.all }) });
}
