import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { isValidCompanyCode, isValidCompanyIdentifier, type CompanyIdentifierField } from '@/domain/company-identifiers';
import { reachesEveryCompany, noUserFlags } from '@/domain/permissions';
import type { CompanyUpdateInput } from '@/gql/graphql';
import type { ManagerCompanyDetail, StaffUser } from '@/features/manager/api/company-query';

export interface CompanyValues {
  code: string;
  name: string;
  taxId: string;
  rcsId: string;
  vatId: string;
  naceId: string;
  hrEnabled: boolean;
  accountingUserId: string | null;
  humanResourcesUserId: string | null;
}

export function companyValues(company: ManagerCompanyDetail | null, staff: StaffUser[]): CompanyValues {
  const userOf = (email: string | null | undefined) => (email ? (staff.find((u) => u.email === email)?.id ?? null) : null);
  return {
    code: company?.code ?? '',
    name: company?.name ?? '',
    taxId: company?.taxId ?? '',
    rcsId: company?.rcsId ?? '',
    vatId: company?.vatId ?? '',
    naceId: company?.naceId ?? '',
    hrEnabled: company?.hrEnabled ?? false,
    accountingUserId: userOf(company?.personInChargeAccounting?.email),
    humanResourcesUserId: userOf(company?.personInChargeHumanResources?.email),
  };
}

const person = (id: string | null) => (id ? { connect: { id } } : { disconnect: true });

export function companyInput(values: CompanyValues): CompanyUpdateInput {
  const { accountingUserId, humanResourcesUserId, ...fields } = values;
  return { ...fields, personInChargeAccounting: person(accountingUserId), personInChargeHumanResources: person(humanResourcesUserId) };
}

interface Props {
  initial: CompanyValues;
  staff: StaffUser[];
  submitLabel: string;
  onSubmit: (values: CompanyValues) => Promise<void>;
  error: string | null;
}

/** The company's fields, checked with the API's own formats (src/domain) before sending. */
export function CompanyForm({ initial, staff, submitLabel, onSubmit, error }: Props) {
  const { t } = useLingui();
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof CompanyValues>(key: K, value: CompanyValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const identifierError = (field: CompanyIdentifierField, message: string) => (isValidCompanyIdentifier(field, values[field]) ? null : message);
  const errors = {
    code: isValidCompanyCode(values.code.trim()) ? null : t`1 to 6 digits.`,
    name: values.name.trim() ? null : t`A name is required.`,
    taxId: identifierError('taxId', t`11 digits starting with the year of registration.`),
    rcsId: identifierError('rcsId', t`A letter and up to 6 digits, e.g. B187452.`),
    vatId: identifierError('vatId', t`LU and 8 digits with valid check digits.`),
    naceId: identifierError('naceId', t`A section letter and two digits, e.g. C31.09.`),
  };
  const [touched, setTouched] = useState(false);
  const invalid = Object.values(errors).some(Boolean);
  const staffOptions = staff
    .filter((u) => reachesEveryCompany({ ...noUserFlags(), ...u.role }))
    .map((u) => ({ value: u.id, label: u.name ? `${u.name} (${u.email ?? ''})` : (u.email ?? '') }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid) return;
    setBusy(true);
    try {
      await onSubmit(values);
    } finally {
      setBusy(false);
    }
  };
  const shown = (message: string | null) => (touched ? message : null);
  const text = (key: 'code' | 'name' | CompanyIdentifierField, label: string, required = false) => (
    <TextInput label={label} required={required} value={values[key]} onChange={(e) => set(key, e.currentTarget.value)} error={shown(errors[key])} />
  );

  return (
    <form onSubmit={submit} noValidate>
      {error ? (
        <Alert color="red" mb="md" role="alert">
          {error}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('code', t`Code`, true)}
        {text('name', t`Name`, true)}
        {text('taxId', t`Tax number`)}
        {text('rcsId', t`RCS number`)}
        {text('vatId', t`VAT number`)}
        {text('naceId', t`NACE code`)}
        <Select label={t`Person in charge of accounting`} data={staffOptions} value={values.accountingUserId} onChange={(v) => set('accountingUserId', v)} clearable searchable />
        <Select label={t`Person in charge of human resources`} data={staffOptions} value={values.humanResourcesUserId} onChange={(v) => set('humanResourcesUserId', v)} clearable searchable />
      </SimpleGrid>
      <Switch mt="md" label={t`HR enabled`} checked={values.hrEnabled} onChange={(e) => set('hrEnabled', e.currentTarget.checked)} />
      <Group mt="lg">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
