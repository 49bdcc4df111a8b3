import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/dialog';
import { isEmployeeCode } from '@/domain/employees';
import { errorMessage } from '@/lib/graphql';
import { notify } from '@/lib/notifications';
import { useCreateEmployee } from './api/create-employee';
import { createRefusal } from './api/create-refusals';

type Props = { companyId: string; companyName: string; opened: boolean; onClose: () => void };

/**
 * createCompanyEmployee (spec §5: a name is required). Without a code the employee is "new" until
 * payroll gives them one (spec §4); with a code they are in the normal list at once.
 */
export function NewEmployeeForm({ companyId, companyName, opened, onClose }: Props) {
  const { t, i18n } = useLingui();
  const create = useCreateEmployee();
  // A refusal of a field (a code already taken) is shown beside it; anything else above the form.
  const refusal = create.error ? createRefusal(create.error) : null;
  const refusedText = (field: 'name' | 'code' | 'jobDescription') => (refusal?.field === field ? i18n._(refusal.message) : null);
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [jobDescription, setJobDescription] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const nameError = submitted && name.trim() === '' ? t`A name is required` : null;
  const codeError = submitted && code.trim() !== '' && !isEmployeeCode(code.trim()) ? t`The employee code must be 1 to 6 digits` : null;

  const close = () => {
    setName('');
    setCode('');
    setJobDescription('');
    setSubmitted(false);
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (name.trim() === '' || (code.trim() !== '' && !isEmployeeCode(code.trim()))) return;
    create.mutate(
      { companyId, name, code, jobDescription },
      {
        onSuccess: () => {
          notify({ type: 'success', title: t`Employee created`, text: name.trim() });
          close();
        },
      },
    );
  };

  return (
    <Dialog opened={opened} onClose={close} title={t`New employee at ${companyName}`}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {create.error && !refusal ? (
            <Alert color="red" role="alert" title={t`The employee was not created`}>
              {errorMessage(create.error)}
            </Alert>
          ) : null}
          <TextInput
            label={t`Name`}
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={nameError ?? refusedText('name')}
            maxLength={200}
            data-autofocus
          />
          <TextInput
            label={t`Code`}
            description={t`Leave empty until payroll assigns one; the employee stays under "New" until then.`}
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              if (refusal?.field === 'code') create.reset();
            }}
            error={codeError ?? refusedText('code')}
            inputMode="numeric"
            maxLength={20}
          />
          <TextInput
            label={t`Job description`}
            value={jobDescription}
            onChange={(e) => setJobDescription(e.currentTarget.value)}
            error={refusedText('jobDescription')}
            maxLength={200}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t`Cancel`}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t`Create employee`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
