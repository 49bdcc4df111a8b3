import { graphql } from '@/gql';
import type { CompanyEmployeeUpdateInput } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';

export const UpdateCompanyEmployeeDocument = graphql(`
  mutation UpdateCompanyEmployee($id: ID!, $data: CompanyEmployeeUpdateInput!) {
    updateCompanyEmployee(where: { id: $id }, data: $data) {
      id
      version
    }
  }
`);

export const updateCompanyEmployee = (id: string, data: CompanyEmployeeUpdateInput) => gqlRequest(UpdateCompanyEmployeeDocument, { id, data });
