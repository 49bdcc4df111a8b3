import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { downloadReadingsCsv } from './api/export-readings-csv';

/** The confirmed fields of a period as CSV, for the accountant's software. */
export function ReadingsExport({ companyId }: { companyId: string }) {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  const [from, setFrom] = useState(`${year}-01-01`);
  const [to, setTo] = useState(`${year}-12-31`);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const invalid = !from || !to || from > to;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    setBusy(true);
    setFailed(false);
    try {
      await downloadReadingsCsv(companyId, from, to);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} aria-label={t`Export confirmed fields`}>
      <Group align="end" wrap="wrap" gap="sm">
        <TextInput label={t`Export from`} type="date" value={from} onChange={(event) => setFrom(event.currentTarget.value)} error={invalid ? t`Choose a start before the end` : undefined} />
        <TextInput label={t`Export to`} type="date" value={to} onChange={(event) => setTo(event.currentTarget.value)} />
        <Button type="submit" variant="default" loading={busy} mih={44}>{t`Export confirmed fields (CSV)`}</Button>
      </Group>
      {failed && <Alert color="red" mt="sm" role="alert">{t`The export failed. Try again.`}</Alert>}
    </form>
  );
}
