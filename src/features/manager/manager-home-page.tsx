import { useLingui } from '@lingui/react/macro';
import { Anchor, Card, SimpleGrid, Text } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MANAGER_LISTS, managesList, type ManagerList } from '@/domain/manager-lists';
import type { UserFlags } from '@/domain/permissions';
import { PageTitle } from '@/components/page-title';

const LIST_TEXT: Record<ManagerList, { title: MessageDescriptor; description: MessageDescriptor }> = {
  companies: { title: msg`Companies`, description: msg`Client companies, their identifiers and persons in charge.` },
  users: { title: msg`Users`, description: msg`Accounts, sign-in and role flags.` },
  employees: { title: msg`Employee records`, description: msg`Employee records, their accounts, rights and settings.` },
  documentTypes: { title: msg`HR document types`, description: msg`The HR document catalogue and its order.` },
};

/** The manager's start page: the lists this user may edit. */
export function ManagerHomePage({ user, openList }: { user: UserFlags; openList: (list: ManagerList) => void }) {
  const { t, i18n } = useLingui();
  const lists = MANAGER_LISTS.filter((list) => managesList(user, list));
  return (
    <>
      <PageTitle title={t`Manager`} description={lists.length ? undefined : t`None of the manager's lists is yours to edit.`} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {lists.map((list) => (
          <Card key={list} withBorder>
            <Anchor component="button" type="button" fw={600} onClick={() => openList(list)}>
              {i18n._(LIST_TEXT[list].title)}
            </Anchor>
            <Text size="sm" c="gray.7">
              {i18n._(LIST_TEXT[list].description)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
