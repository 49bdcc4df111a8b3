import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useCreateEmployeeRecord } from '@/features/manager/api/create-employee';
import { refusalText } from '@/features/manager/refusals';

/** Adds an employee record to the company (it starts as 'new': no code yet) and opens it. */
export function AddEmployeeForm({ companyId, openEmployee }: { companyId: string; openEmployee: (id: string) => void }) {
  const { t, i18n } = useLingui();
  const createEmployeeRecord = useCreateEmployeeRecord();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t`A name is required.`);
    try {
      const created = await createEmployeeRecord.mutateAsync({ companyId, name: name.trim() });
      if (created.createCompanyEmployee) openEmployee(created.createCompanyEmployee.id);
    } catch (failure) {
      setError(refusalText(failure, (m) => i18n._(m)));
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      {error ? <Alert color="red" mb="sm" role="alert">{error}</Alert> : null}
      <Group align="flex-end" wrap="wrap">
        <TextInput label={t`Name of the new employee`} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Button type="submit" variant="default">{t`Add employee record`}</Button>
      </Group>
    </form>
  );
}
