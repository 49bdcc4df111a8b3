import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '@/components/page-title';
import { employeesQueryOptions, fetchAllEmployees, type ManagerEmployee } from '@/features/manager/api/employees-query';
import { useBulkEdit } from '@/features/manager/api/bulk-edit';
import { updateCompanyEmployee } from '@/features/manager/api/update-employee';
import type { ListSearch } from '@/features/manager/list/list-search';
import { ManagerList } from '@/features/manager/list/manager-list';
import { refusalText } from '@/features/manager/refusals';
import { yesNo } from '@/features/manager/yes-no';
import { EMPLOYEE_SWITCH_TEXT } from './employee-fields';

interface Props {
  search: ListSearch;
  onSearch: (next: Partial<ListSearch>) => void;
  openEmployee: (id: string) => void;
}

export function EmployeesPage({ search, onSearch, openEmployee }: Props) {
  const { t, i18n } = useLingui();
  const bulkEdit = useBulkEdit();
  const { data, isFetching } = useQuery(employeesQueryOptions(search));
  const labelOf = (e: ManagerEmployee) => `${e.company?.code ?? ''}/${e.code ?? '—'} ${e.name ?? ''}`;
  const yes = (value: boolean | null | undefined) => yesNo((m) => i18n._(m), value);

  return (
    <>
      <PageTitle title={t`Employee records`} />
      <ManagerList<ManagerEmployee>
        name={t`Employee records`}
        fileName="employee-records.csv"
        search={search}
        onSearch={onSearch}
        defaultFilter="normal"
        defaultSort="name"
        filters={[
          { id: 'normal', label: t`Normal` },
          { id: 'new', label: t`New` },
          { id: 'archived', label: t`Archived` },
          { id: 'hidden', label: t`Hidden in HR lists` },
          { id: 'all', label: t`All` },
        ]}
        columns={[
          { accessor: 'name', title: t`Name`, sortable: true },
          { accessor: 'company', title: t`Company`, render: (e) => e.company?.code, csv: (e) => e.company?.code },
          { accessor: 'code', title: t`Code`, sortable: true },
          { accessor: 'jobDescription', title: t`Job description`, sortable: true },
          { accessor: 'user', title: t`User`, render: (e) => e.user?.email ?? '—', csv: (e) => e.user?.email },
          { accessor: 'isArchived', title: t`Archived`, render: (e) => yes(e.isArchived), csv: (e) => e.isArchived },
          { accessor: 'isHiddenInHr', title: t`Hidden in HR lists`, render: (e) => yes(e.isHiddenInHr), csv: (e) => e.isHiddenInHr },
        ]}
        records={data?.items ?? []}
        total={data?.total ?? 0}
        fetching={isFetching}
        fetchAll={() => fetchAllEmployees(search)}
        labelOf={labelOf}
        openRecord={(e) => openEmployee(e.id)}
        bulkFlags={(['isArchived', 'isHiddenInHr', 'hrDocumentNotification', 'settingHrDocumentsDisabled'] as const).map((field) => ({
          field,
          label: i18n._(EMPLOYEE_SWITCH_TEXT[field]),
        }))}
        onSetFlag={(records, field, value) =>
          bulkEdit(records, labelOf, (e) => updateCompanyEmployee(e.id, { [field]: value, expectedVersion: e.version }), (err) => refusalText(err, (m) => i18n._(m)))
        }
      />
    </>
  );
}
