import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { CompanyEmployeeCreateInput } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import { EMPLOYEE_QUERIES_KEY } from './employee-list-query';

export const CreateEmployeeDocument = graphql(`
  mutation CreateEmployee($data: CompanyEmployeeCreateInput!) {
    createCompanyEmployee(data: $data) {
      id
      name
      code
    }
  }
`);

export type NewEmployee = { companyId: string; name: string; code: string; jobDescription: string };

/** createCompanyEmployee (spec §5: a name is required); the lists are refreshed with the new employee. */
export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ companyId, name, code, jobDescription }: NewEmployee) => {
      const data: CompanyEmployeeCreateInput = {
        name: name.trim(),
        company: { connect: { id: companyId } },
        ...(code.trim() ? { code: code.trim() } : {}),
        ...(jobDescription.trim() ? { jobDescription: jobDescription.trim() } : {}),
      };
      return (await gqlRequest(CreateEmployeeDocument, { data })).createCompanyEmployee;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPLOYEE_QUERIES_KEY }),
  });
}
