import { useLingui } from '@lingui/react/macro';
import { Alert, Button, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PageTitle } from '@/components/page-title';
import { EXPIRATION_DATE_TYPES, LANGUAGES, type ExpirationDateType, type Language } from '@/domain/enums';
import type { HrDocumentTypeExpirationDateTypeType } from '@/gql/graphql';
import { EXPIRATION_DATE_TYPE_WORDS } from '@/lib/i18n/value-words';
import { notify } from '@/lib/notifications';
import { documentTypeQueryOptions } from '@/features/manager/api/document-type-query';
import { useCreateDocumentType } from '@/features/manager/api/create-document-type';
import { useUpdateDocumentType } from '@/features/manager/api/update-document-type';
import { refusalText } from '@/features/manager/refusals';

interface Props {
  typeId: string | null;
  openType: (id: string) => void;
}

/** An HR document type: its name (and per language), whether it is required, and its expiry rule. */
export function DocumentTypePage({ typeId, openType }: Props) {
  const { t, i18n } = useLingui();
  const createDocumentType = useCreateDocumentType();
  const updateDocumentType = useUpdateDocumentType();
  const { data } = useSuspenseQuery(documentTypeQueryOptions(typeId ?? ''));
  const type = typeId ? data.hrDocumentType : null;
  const [name, setName] = useState(type?.name ?? '');
  const [names, setNames] = useState<Record<Language, string>>({ fr: type?.names?.fr ?? '', en: type?.names?.en ?? '', de: type?.names?.de ?? '', pt: type?.names?.pt ?? '' });
  const [isRequired, setRequired] = useState(type?.isRequired ?? false);
  const [expiry, setExpiry] = useState<ExpirationDateType>((type?.expirationDateType as ExpirationDateType | undefined) ?? 'disabled');
  const [days, setDays] = useState<number>(type?.appShowExpiringInfoInDays ?? 0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const languageLabels: Record<Language, string> = { fr: t`Name in French`, en: t`Name in English`, de: t`Name in German`, pt: t`Name in Portuguese` };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const fields = { name, names, isRequired, expirationDateType: expiry as HrDocumentTypeExpirationDateTypeType, appShowExpiringInfoInDays: days };
    try {
      if (type) {
        await updateDocumentType.mutateAsync({ id: type.id, data: { ...fields, expectedVersion: type.version } });
        notify({ type: 'success', title: t`Saved`, text: t`The document type was saved.` });
      } else {
        const created = await createDocumentType.mutateAsync(fields);
        notify({ type: 'success', title: t`Saved`, text: t`The document type was created.` });
        if (created.createHrDocumentType) openType(created.createHrDocumentType.id);
      }
    } catch (failure) {
      setError(refusalText(failure, (m) => i18n._(m)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <PageTitle title={type ? (type.name ?? '') : t`New document type`} />
      {type ? <Text c="gray.7">{t`Documents of this type: ${type.documentsCount ?? 0}`}</Text> : null}
      <form onSubmit={save} noValidate>
        {error ? <Alert color="red" mb="md" role="alert">{error}</Alert> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Name`} required value={name} onChange={(e) => setName(e.currentTarget.value)} />
          {LANGUAGES.map((language) => (
            <TextInput key={language} label={languageLabels[language]} value={names[language]} onChange={(e) => {
              const value = e.currentTarget.value;
              setNames((n) => ({ ...n, [language]: value }));
            }} />
          ))}
          <Select label={t`Expiry date`} data={EXPIRATION_DATE_TYPES.map((value) => ({ value, label: i18n._(EXPIRATION_DATE_TYPE_WORDS[value]) }))} value={expiry} onChange={(v) => v && setExpiry(v as ExpirationDateType)} allowDeselect={false} />
          <NumberInput label={t`Warn days ahead`} min={0} max={3650} value={days} onChange={(v) => setDays(Number(v) || 0)} />
        </SimpleGrid>
        <Switch mt="md" label={t`Required`} checked={isRequired} onChange={(e) => setRequired(e.currentTarget.checked)} />
        <Button type="submit" mt="lg" loading={busy}>{type ? t`Save` : t`Create document type`}</Button>
      </form>
    </Stack>
  );
}
