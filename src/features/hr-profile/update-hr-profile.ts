import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HrProfileData } from '@/domain/hr-profile-fields';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';
import { hrProfileQueryOptions } from './hr-profile-query';

export const UpdateHrProfileDocument = graphql(`
  mutation UpdateHrProfile($id: ID!, $data: JSON!, $expectedVersion: Int) {
    updateHrProfile(id: $id, data: $data, expectedVersion: $expectedVersion) {
      error
      message
      code
      version
    }
  }
`);

export type SaveProfileInput = { employeeId: string; data: HrProfileData; expectedVersion: number };

/**
 * updateHrProfile from the version the edits started from. The answer (saved, refused, stale) is
 * returned as it is; the profile is refetched unless the values were refused, so a stale edit can
 * show what changed.
 */
export function useSaveHrProfile(onSaved: (version: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ employeeId, data, expectedVersion }: SaveProfileInput) =>
      (await gqlRequest(UpdateHrProfileDocument, { id: employeeId, data, expectedVersion })).updateHrProfile,
    onSuccess: (answer, { employeeId }) => {
      // Told before the refetch lands, so the editor knows the new version is its own.
      if (!answer.error && answer.version !== null && answer.version !== undefined) onSaved(answer.version);
      if (answer.code !== 'INVALID') return queryClient.invalidateQueries({ queryKey: hrProfileQueryOptions(employeeId).queryKey });
    },
  });
}
