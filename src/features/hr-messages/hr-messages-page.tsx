import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Text } from '@mantine/core';
import { PageTitle } from '@/components/page-title';
import { HrInbox } from './hr-inbox';
import { MessageThread } from './message-thread';

interface Props {
  /** The thread to show: the chosen one, else the selected employee. */
  employeeId: string | null;
  /** HR staff get the inbox across the employees they may see. */
  withInbox: boolean;
  onSelect: (employeeId: string) => void;
}

/** HRMessages (/hr/messages): one thread per employee between the employee and HR. */
export function HrMessagesPage({ employeeId, withInbox, onSelect }: Props) {
  const { t } = useLingui();
  const thread = employeeId ? <MessageThread key={employeeId} employeeId={employeeId} /> : <Text>{t`No employee selected`}</Text>;
  return (
    <>
      <PageTitle title={t`Messages`} description={t`Your conversation with HR about your employment and your documents.`} />
      {withInbox ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <HrInbox selected={employeeId} onSelect={onSelect} />
          {thread}
        </SimpleGrid>
      ) : (
        thread
      )}
    </>
  );
}
