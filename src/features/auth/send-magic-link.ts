import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

export const SendMagicLinkDocument = graphql(`
  mutation SendUserMagicAuthLink($email: String!) {
    sendUserMagicAuthLink(email: $email)
  }
`);

export function useSendMagicLink() {
  return useMutation({
    mutationFn: (email: string) => gqlRequest(SendMagicLinkDocument, { email }),
  });
}
