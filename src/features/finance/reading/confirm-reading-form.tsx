import { Alert, Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { normalizeConfirmed, type ConfirmProblem } from '@/domain/accounting-reading-confirm';
import { READ_FIELDS, type ReadFieldName } from '@/domain/accounting-reading-fields';
import { errorMessage } from '@/lib/graphql';
import { useConfirmReading } from './api/confirm-reading';
import type { DocumentWithReading } from './api/reading-fields-fragment';
import { FIELD_LABELS, KIND_LABELS, PROBLEM_LABELS, SOURCE_HINTS } from './field-labels';

type Props = { companyId: string; document: DocumentWithReading; onDone: () => void };

/**
 * Every field, filled with the confirmed value or else the read one; saving confirms it all, the
 * changed fields as corrections. A field still holding the value as read says how it was obtained.
 */
export function ConfirmReadingForm({ companyId, document, onDone }: Props) {
  const { t, i18n } = useLingui();
  const reading = document.reading;
  const start = Object.fromEntries(READ_FIELDS.map((name) => [name, reading?.confirmed?.find((v) => v.name === name)?.value ?? reading?.fields.find((f) => f.name === name)?.value ?? '']));
  const read = Object.fromEntries(READ_FIELDS.map((name) => [name, reading?.fields.find((f) => f.name === name)?.value ?? '']));
  const [values, setValues] = useState<Record<string, string>>(start);
  const [tried, setTried] = useState(false);
  const confirm = useConfirmReading(companyId);
  const problems: Partial<Record<ReadFieldName, ConfirmProblem>> = {};
  for (const name of READ_FIELDS) {
    const result = normalizeConfirmed(name, values[name] ?? '');
    if ('problem' in result) problems[name] = result.problem;
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    const corrections = READ_FIELDS.filter((name) => (values[name] ?? '') !== read[name]).map((name) => ({ name, value: values[name] ?? '' }));
    confirm.mutate({ documentId: document.id, corrections }, { onSuccess: onDone });
  };
  const field = (name: ReadFieldName) => {
    const problem = problems[name];
    const error = tried && problem ? i18n._(PROBLEM_LABELS[problem]) : undefined;
    const onChange = (value: string) => setValues((current) => ({ ...current, [name]: value }));
    const source = reading?.fields.find((f) => f.name === name)?.source;
    const description = source && values[name] === read[name] ? i18n._(SOURCE_HINTS[source]) : undefined;
    if (name === 'documentKind') {
      return <Select key={name} label={i18n._(FIELD_LABELS[name])} description={description} data={Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label: i18n._(label) }))} value={values[name] || null} onChange={(value) => onChange(value ?? '')} error={error} />;
    }
    const type = name === 'issueDate' || name === 'dueDate' ? 'date' : 'text';
    return <TextInput key={name} label={i18n._(FIELD_LABELS[name])} description={description} type={type} value={values[name] ?? ''} onChange={(event) => onChange(event.currentTarget.value)} error={error} />;
  };
  return (
    <form onSubmit={submit} aria-label={t`Confirm or correct ${document.attachment?.filename ?? ''}`}>
      {/* Two columns where the form itself is wide enough, not the screen: beside a document in the viewer it is narrow. */}
      <SimpleGrid type="container" cols={{ base: 1, '36em': 2 }} spacing="sm">
        {READ_FIELDS.map(field)}
      </SimpleGrid>
      {confirm.error && (
        <Alert color="red" mt="sm" role="alert">
          {errorMessage(confirm.error)}
        </Alert>
      )}
      <Group mt="md" gap="sm">
        <Button type="submit" loading={confirm.isPending} mih={44}>{t`Confirm these values`}</Button>
        <Button variant="subtle" onClick={onDone} mih={44}>{t`Cancel`}</Button>
      </Group>
    </form>
  );
}
