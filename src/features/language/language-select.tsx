import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { isLanguage, LANGUAGES } from '@/domain/enums';
import { activeLanguage, LANGUAGE_NAMES } from '@/lib/i18n/language';
import { notify } from '@/lib/notifications';
import { useChangeLanguage } from './update-language';

/** The interface language picker; names are shown in their own language. */
export function LanguageSelect({ hideLabel = false }: { hideLabel?: boolean }) {
  const { t, i18n } = useLingui();
  const change = useChangeLanguage();
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
