import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';
import { managerKeys } from './manager-keys';

const CreateManagerEmployeeDocument = graphql(`
  mutation CreateManagerEmployee($name: String!, $companyId: ID!) {
    createCompanyEmployee(data: { name: $name, company: { connect: { id: $companyId } } }) {
      id
    }
  }
`);

/** A new employee record of a company, by name (it starts as 'new': no code yet). */
export function useCreateEmployeeRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, name }: { companyId: string; name: string }) => gqlRequest(CreateManagerEmployeeDocument, { name, companyId }),
    // The company's page lists its employee records, and the employee list shows it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerKeys.all }),
  });
}
