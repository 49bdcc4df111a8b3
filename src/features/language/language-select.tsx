import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { isLanguage, LANGUAGES } from '@/domain/enums';
import { activeLanguage, LANGUAGE_NAMES } from '@/lib/i18n/language';
import { notify } from '@/lib/notifications';
import { useChangeLanguage } from './update-language';

type Props = {
  hideLabel?: boolean;
  /** Signed-in users also get the choice saved on their profile; guests keep it on this device. */
  signedIn?: boolean;
};

/** The interface language picker; names are shown in their own language. */
export function LanguageSelect({ hideLabel = false, signedIn = false }: Props) {
  const { t, i18n } = useLingui();
  const change = useChangeLanguage(signedIn);
  const label = t`Language`;
  return (
    <NativeSelect
      size="sm"
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      value={activeLanguage()}
      disabled={change.isPending}
      data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (!isLanguage(value)) return;
        change.mutate(value, {
          onSuccess: (result) =>
            notify({ type: result.ok ? 'success' : 'error', title: i18n._(result.message) }),
        });
      }}
    />
  );
}
