import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '@/components/page-title';
import { companiesQueryOptions, fetchAllCompanies, type ManagerCompany } from '@/features/manager/api/companies-query';
import { useBulkEdit } from '@/features/manager/api/bulk-edit';
import { deleteCompany } from '@/features/manager/api/delete-company';
import { updateCompany } from '@/features/manager/api/update-company';
import type { ListSearch } from '@/features/manager/list/list-search';
import { ManagerList } from '@/features/manager/list/manager-list';
import { refusalText } from '@/features/manager/refusals';
import { yesNo } from '@/features/manager/yes-no';

interface Props {
  search: ListSearch;
  onSearch: (next: Partial<ListSearch>) => void;
  openCompany: (id: string) => void;
  createCompany: () => void;
}

export function CompaniesPage({ search, onSearch, openCompany, createCompany }: Props) {
  const { t, i18n } = useLingui();
  const bulkEdit = useBulkEdit();
  const { data, isFetching } = useQuery(companiesQueryOptions(search));
  const reason = (error: unknown) => refusalText(error, (m) => i18n._(m));
  const labelOf = (company: ManagerCompany) => `${company.code} ${company.name}`;

  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageTitle title={t`Companies`} />
        <Button onClick={createCompany}>{t`New company`}</Button>
      </Group>
      <ManagerList<ManagerCompany>
        name={t`Companies`}
        fileName="companies.csv"
        search={search}
        onSearch={onSearch}
        defaultFilter="active"
        defaultSort="name"
        filters={[
          { id: 'active', label: t`Active` },
          { id: 'hr', label: t`HR enabled` },
          { id: 'archived', label: t`Archived` },
          { id: 'all', label: t`All` },
        ]}
        columns={[
          { accessor: 'code', title: t`Code`, sortable: true },
          { accessor: 'name', title: t`Name`, sortable: true },
          { accessor: 'taxId', title: t`Tax number` },
          { accessor: 'rcsId', title: t`RCS number` },
          { accessor: 'vatId', title: t`VAT number` },
          { accessor: 'naceId', title: t`NACE code` },
          { accessor: 'hrEnabled', title: t`HR enabled`, sortable: true, render: (c) => yesNo((m) => i18n._(m), c.hrEnabled), csv: (c) => c.hrEnabled },
        ]}
        records={data?.items ?? []}
        total={data?.total ?? 0}
        fetching={isFetching}
        fetchAll={() => fetchAllCompanies(search)}
        labelOf={labelOf}
        openRecord={(company) => openCompany(company.id)}
        bulkFlags={[{ field: 'hrEnabled', label: t`HR enabled` }]}
        onSetFlag={(records, field, value) => bulkEdit(records, labelOf, (c) => updateCompany(c.id, { [field]: value, expectedVersion: c.version }), reason)}
        deleteLabel={t`Delete or archive`}
        onDelete={(records) => bulkEdit(records, labelOf, (c) => deleteCompany(c.id), reason)}
      />
    </>
  );
}
