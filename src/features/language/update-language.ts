import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language } from '@/domain/enums';
import { graphql } from '@/gql';
import { gqlRequest, isBlockedWhileImpersonating } from '@/lib/graphql';
import { activateLanguage, activeLanguage, saveLanguage } from '@/lib/i18n/language';
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

/** `shown` is the language the screen now uses: the chosen one, unless the change was refused. */
export type LanguageChange = { ok: boolean; message: MessageDescriptor; shown: Language };

/**
 * Switches the interface language at once, then saves it on the user's profile when signed in.
 * Guests only keep it on this device. Whether the user is signed in is the caller's (the route's)
 * knowledge, not read from the stored session here.
 */
export async function changeLanguage(language: Language, signedIn: boolean): Promise<LanguageChange> {
  const previous = activeLanguage();
  saveLanguage(language);
  await activateLanguage(language);
  if (!signedIn) return { ok: true, message: msg`Language changed`, shown: language };
  try {
    const { updateMyProfileLanguage } = await gqlRequest(UpdateMyProfileLanguageDocument, { language });
    return { ok: true, message: STATUS_MESSAGES[updateMyProfileLanguage.status] ?? msg`Language changed`, shown: language };
  } catch (error) {
    // The user's saved language is theirs, and the screen goes back to the one they would see.
    if (isBlockedWhileImpersonating(error)) {
      saveLanguage(previous);
      await activateLanguage(previous);
      return { ok: false, message: msg`The user's language cannot be changed while impersonating`, shown: previous };
    }
    // Not saved (offline, server error): the screen keeps the chosen language all the same.
    return { ok: false, message: msg`Could not update language`, shown: language };
  }
}

export function useChangeLanguage(signedIn: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => changeLanguage(language, signedIn),
    // The cached user carries the language the screen shows, so the next route's authentication
    // check does not switch back to the one it held before (a refusal while impersonating shows the
    // user's own again).
    onSuccess: (result) => queryClient.setQueryData(meQueryOptions().queryKey, (me) => (me ? { ...me, language: result.shown } : me)),
  });
}
