import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge, List, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageTitle } from '@/components/page-title';
import { notify } from '@/lib/notifications';
import { companyQueryOptions } from '@/features/manager/api/company-query';
import { useCreateCompany } from '@/features/manager/api/create-company';
import { useUpdateCompany } from '@/features/manager/api/update-company';
import { refusalText } from '@/features/manager/refusals';
import { AddEmployeeForm } from './add-employee-form';
import { CompanyForm, companyInput, companyValues } from './company-form';

interface Props {
  /** null: a new company. */
  companyId: string | null;
  openCompany: (id: string) => void;
  openEmployee: (id: string) => void;
}

/** A company's item page: its fields, and its employee records (the related list). */
export function CompanyPage({ companyId, openCompany, openEmployee }: Props) {
  const { t, i18n } = useLingui();
  const createCompany = useCreateCompany();
  const updateCompany = useUpdateCompany();
  const { data } = useSuspenseQuery(companyQueryOptions(companyId ?? ''));
  const company = companyId ? data.company : null;
  const staff = data.staff ?? [];
  const [error, setError] = useState<string | null>(null);

  const save = async (values: Parameters<typeof companyInput>[0]) => {
    setError(null);
    try {
      if (company) {
        await updateCompany.mutateAsync({ id: company.id, data: { ...companyInput(values), expectedVersion: company.version } });
        notify({ type: 'success', title: t`Saved`, text: t`The company was saved.` });
      } else {
        const created = await createCompany.mutateAsync(companyInput(values));
        notify({ type: 'success', title: t`Saved`, text: t`The company was created.` });
        if (created.createCompany) openCompany(created.createCompany.id);
      }
    } catch (failure) {
      setError(refusalText(failure, (m) => i18n._(m)));
    }
  };

  return (
    <Stack>
      <PageTitle title={company ? `${company.code} ${company.name}` : t`New company`} />
      {company?.isArchived ? <Badge color="gray.7">{t`Archived`}</Badge> : null}
      <CompanyForm key={`${company?.id}-${company?.version}`} initial={companyValues(company, staff)} staff={staff} error={error} submitLabel={company ? t`Save` : t`Create company`} onSubmit={save} />
      {company ? (
        <section aria-labelledby="company-employees">
          <Title order={2} id="company-employees" size="h3">
            {t`Employee records`}
          </Title>
          <List>
            {(company.employees ?? []).map((employee) => (
              <List.Item key={employee.id}>
                <Anchor component="button" type="button" onClick={() => openEmployee(employee.id)}>
                  {employee.code ? `${employee.code} · ${employee.name}` : employee.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
          <AddEmployeeForm companyId={company.id} openEmployee={openEmployee} />
        </section>
      ) : null}
    </Stack>
  );
}
