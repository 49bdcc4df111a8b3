import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { HrDocumentTypeCreateInput } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import { managerKeys } from './manager-keys';

const CreateHrDocumentTypeDocument = graphql(`
  mutation CreateHrDocumentType($data: HrDocumentTypeCreateInput!) {
    createHrDocumentType(data: $data) {
      id
    }
  }
`);

const createDocumentType = (data: HrDocumentTypeCreateInput) => gqlRequest(CreateHrDocumentTypeDocument, { data });

export function useCreateDocumentType() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDocumentType, onSuccess: () => queryClient.invalidateQueries({ queryKey: managerKeys.all }) });
}
