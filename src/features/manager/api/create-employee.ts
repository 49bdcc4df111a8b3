import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

export const CreateManagerEmployeeDocument = graphql(`
  mutation CreateManagerEmployee($name: String!, $companyId: ID!) {
    createCompanyEmployee(data: { name: $name, company: { connect: { id: $companyId } } }) {
      id
    }
  }
`);

export const createEmployeeRecord = (companyId: string, name: string) => gqlRequest(CreateManagerEmployeeDocument, { name, companyId });
