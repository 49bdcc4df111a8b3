import { graphql } from '@/gql';
import type { CompanyCreateInput, CompanyUpdateInput } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';

export const CreateCompanyDocument = graphql(`
  mutation CreateCompany($data: CompanyCreateInput!) {
    createCompany(data: $data) {
      id
    }
  }
`);

export const UpdateCompanyDocument = graphql(`
  mutation UpdateCompany($id: ID!, $data: CompanyUpdateInput!) {
    updateCompany(where: { id: $id }, data: $data) {
      id
      version
    }
  }
`);

export const DeleteCompanyDocument = graphql(`
  mutation DeleteCompany($id: ID!) {
    deleteCompany(where: { id: $id }) {
      id
      isArchived
    }
  }
`);

export const createCompany = (data: CompanyCreateInput) => gqlRequest(CreateCompanyDocument, { data });
export const updateCompany = (id: string, data: CompanyUpdateInput) => gqlRequest(UpdateCompanyDocument, { id, data });
export const deleteCompany = (id: string) => gqlRequest(DeleteCompanyDocument, { id });
