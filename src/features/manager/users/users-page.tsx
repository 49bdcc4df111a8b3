import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '@/components/page-title';
import { USER_FLAGS, type UserFlag, type UserFlags } from '@/domain/permissions';
import { fetchAllUsers, usersQueryOptions, type ManagerUser } from '@/features/manager/api/users-query';
import { useBulkEdit } from '@/features/manager/api/bulk-edit';
import { deleteUser } from '@/features/manager/api/delete-user';
import { updateUser } from '@/features/manager/api/update-user';
import type { ListSearch } from '@/features/manager/list/list-search';
import { ManagerList } from '@/features/manager/list/manager-list';
import { refusalText } from '@/features/manager/refusals';
import { yesNo } from '@/features/manager/yes-no';
import { USER_FLAG_WORDS } from '@/lib/i18n/flag-words';

interface Props {
  viewer: UserFlags;
  search: ListSearch;
  onSearch: (next: Partial<ListSearch>) => void;
  openUser: (id: string) => void;
  createUser: () => void;
}

export function UsersPage({ viewer, search, onSearch, openUser, createUser }: Props) {
  const { t, i18n } = useLingui();
  const bulkEdit = useBulkEdit();
  const { data, isFetching } = useQuery(usersQueryOptions(search));
  const flagLabel = (flag: UserFlag) => i18n._(USER_FLAG_WORDS[flag].name);
  // Account managers switch sign-in; the other flags are role changes (canManageRoles).
  const editableFlags = USER_FLAGS.filter((flag) => (flag === 'canSignInToApp' ? viewer.canManageAccounts : viewer.canManageRoles));
  const labelOf = (user: ManagerUser) => user.email ?? user.id;
  const flagColumns = USER_FLAGS.map((flag) => ({
    accessor: flag,
    title: flagLabel(flag),
    render: (user: ManagerUser) => yesNo((m) => i18n._(m), user.role?.[flag]),
    csv: (user: ManagerUser) => user.role?.[flag] ?? false,
  }));

  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageTitle title={t`Users`} />
        <Button onClick={createUser}>{t`New user`}</Button>
      </Group>
      <ManagerList<ManagerUser>
        name={t`Users`}
        fileName="users.csv"
        search={search}
        onSearch={onSearch}
        defaultFilter="all"
        defaultSort="email"
        filters={[
          { id: 'all', label: t`All` },
          { id: 'employees', label: t`With employee records` },
          { id: 'staff', label: t`Without employee records` },
        ]}
        columns={[
          { accessor: 'email', title: t`Email`, sortable: true },
          { accessor: 'name', title: t`Name`, sortable: true },
          { accessor: 'language', title: t`Language` },
          ...flagColumns,
        ]}
        records={data?.items ?? []}
        total={data?.total ?? 0}
        fetching={isFetching}
        fetchAll={() => fetchAllUsers(search)}
        labelOf={labelOf}
        openRecord={(user) => openUser(user.id)}
        bulkFlags={editableFlags.map((flag) => ({ field: flag, label: flagLabel(flag) }))}
        onSetFlag={(records, field, value) => bulkEdit(records, labelOf, (u) => updateUser(u.id, { [field]: value, expectedVersion: u.version }), (e) => refusalText(e, (m) => i18n._(m)))}
        // Only accounts nobody used go; the API refuses the others by name (disable them instead).
        deleteLabel={t`Delete unused accounts`}
        onDelete={(records) => bulkEdit(records, labelOf, (u) => deleteUser(u.id), (e) => refusalText(e, (m) => i18n._(m)))}
      />
    </>
  );
}
