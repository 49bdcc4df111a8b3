import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language } from '@/domain/enums';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';
import { activateLanguage, saveLanguage } from '@/lib/i18n/language';
import { meQueryOptions } from '@/lib/session';

export const UpdateMyProfileLanguageDocument = graphql(`
  mutation UpdateMyProfileLanguage($language: String!) {
    updateMyProfileLanguage(language: $language) {
      status
    }
  }
`);

// Spec §8 messages the API answers with; shown translated.
const STATUS_MESSAGES: Record<string, MessageDescriptor> = {
  'Language changed': msg`Language changed`,
  'Language already set': msg`Language already set`,
};

export type LanguageChange = { ok: boolean; message: MessageDescriptor };

/**
 * Switches the interface language at once, then saves it on the user's profile when signed in.
 * Guests only keep it on this device. Whether the user is signed in is the caller's (the route's)
 * knowledge, not read from the stored session here.
 */
export async function changeLanguage(language: Language, signedIn: boolean): Promise<LanguageChange> {
  saveLanguage(language);
  await activateLanguage(language);
  if (!signedIn) return { ok: true, message: msg`Language changed` };
  try {
    const { updateMyProfileLanguage } = await gqlRequest(UpdateMyProfileLanguageDocument, { language });
    return { ok: true, message: STATUS_MESSAGES[updateMyProfileLanguage.status] ?? msg`Language changed` };
  } catch {
    return { ok: false, message: msg`Could not update language` };
  }
}

export function useChangeLanguage(signedIn: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => changeLanguage(language, signedIn),
    // The cached user carries the new language at once, so the next route's authentication check
    // does not switch back to the one it held before.
    onSuccess: (_result, language) =>
      queryClient.setQueryData(meQueryOptions().queryKey, (me) => (me ? { ...me, language } : me)),
  });
}
