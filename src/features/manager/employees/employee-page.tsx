import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Select, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PageTitle } from '@/components/page-title';
import { EMPLOYEE_ROLE_FLAGS } from '@/domain/permissions';
import { notify } from '@/lib/notifications';
import { employeeQueryOptions } from '@/features/manager/api/employee-query';
import { useUpdateCompanyEmployee } from '@/features/manager/api/update-employee';
import { refusalText } from '@/features/manager/refusals';
import { EMPLOYEE_FLAG_WORDS } from '@/lib/i18n/flag-words';
import { EMPLOYEE_SWITCHES, EMPLOYEE_SWITCH_TEXT } from './employee-fields';

type Flags = Record<string, boolean>;

interface Props {
  employeeId: string;
  openCompany: (id: string) => void;
  openUser: (id: string) => void;
}

/** An employee record: its account link, code, job, rights and settings; new/normal/archived follow from code and archive. */
export function EmployeePage({ employeeId, openCompany, openUser }: Props) {
  const { t, i18n } = useLingui();
  const updateEmployee = useUpdateCompanyEmployee();
  const { data } = useSuspenseQuery(employeeQueryOptions(employeeId));
  const employee = data.companyEmployee;
  const [code, setCode] = useState(employee?.code ?? '');
  const [name, setName] = useState(employee?.name ?? '');
  const [job, setJob] = useState(employee?.jobDescription ?? '');
  const [userId, setUserId] = useState<string | null>(employee?.user?.id ?? null);
  const [flags, setFlags] = useState<Flags>(() => ({
    ...Object.fromEntries(EMPLOYEE_SWITCHES.map((s) => [s, Boolean(employee?.[s])])),
    ...Object.fromEntries(EMPLOYEE_ROLE_FLAGS.map((f) => [f, Boolean(employee?.role?.[f])])),
  }));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!employee) return <PageTitle title={t`No employees found`} />;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const user = userId ? { connect: { id: userId } } : { disconnect: true };
      await updateEmployee.mutateAsync({ id: employee.id, data: { code, name, jobDescription: job, user, ...flags, expectedVersion: employee.version } });
      notify({ type: 'success', title: t`Saved`, text: t`The employee record was saved.` });
    } catch (failure) {
      setError(refusalText(failure, (m) => i18n._(m)));
    } finally {
      setBusy(false);
    }
  };
  const toggle = (key: string, label: string, description?: string) => (
    <Switch key={key} label={label} description={description} checked={flags[key] ?? false} onChange={(e) => {
      const checked = e.currentTarget.checked;
      setFlags((f) => ({ ...f, [key]: checked }));
    }} />
  );

  return (
    <Stack>
      <PageTitle title={employee.name ?? ''} />
      <Group gap="md">
        {employee.company ? (
          <Anchor component="button" type="button" onClick={() => openCompany(employee.company!.id)}>
            {t`Company`}: {employee.company.code} {employee.company.name}
          </Anchor>
        ) : null}
        {employee.user ? (
          <Anchor component="button" type="button" onClick={() => openUser(employee.user!.id)}>
            {t`User`}: {employee.user.email}
          </Anchor>
        ) : null}
      </Group>
      <form onSubmit={save} noValidate>
        {error ? <Alert color="red" mb="md" role="alert">{error}</Alert> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Name`} required value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <TextInput label={t`Code`} description={t`Empty for a new employee.`} value={code} onChange={(e) => setCode(e.currentTarget.value)} />
          <TextInput label={t`Job description`} value={job} onChange={(e) => setJob(e.currentTarget.value)} />
          <Select label={t`User`} data={(data.users ?? []).map((u) => ({ value: u.id, label: u.email ?? u.id }))} value={userId} onChange={setUserId} searchable clearable limit={50} />
        </SimpleGrid>
        <Title order={2} size="h3" mt="lg" mb="sm">{t`Rights in this company`}</Title>
        <Stack gap="sm">{EMPLOYEE_ROLE_FLAGS.map((f) => toggle(f, i18n._(EMPLOYEE_FLAG_WORDS[f].name), i18n._(EMPLOYEE_FLAG_WORDS[f].does)))}</Stack>
        <Title order={2} size="h3" mt="lg" mb="sm">{t`Record and notifications`}</Title>
        <Stack gap="sm">{EMPLOYEE_SWITCHES.map((s) => toggle(s, i18n._(EMPLOYEE_SWITCH_TEXT[s])))}</Stack>
        <Button type="submit" mt="lg" loading={busy}>{t`Save`}</Button>
      </form>
    </Stack>
  );
}
