import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageTitle } from '@/components/page-title';
import { devOutboxQueryOptions } from './outbox-query';

/** /dev/mail (development builds): the mails the API wrote to its outbox folder, newest first. */
export function DevMailPage() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(devOutboxQueryOptions());
  return (
    <>
      <PageTitle title={t`Development outbox`} description={t`Mails the API wrote to its outbox folder instead of sending them, newest first.`} />
      {data.devOutbox.length === 0 ? (
        <Text>
          <Trans>The outbox is empty.</Trans>
        </Text>
      ) : (
        <Accordion variant="separated">
          {data.devOutbox.map((mail) => (
            <Accordion.Item key={mail.file} value={mail.file}>
              <Accordion.Control mih={44}>
                <Text fw={600}>{mail.subject}</Text>
                <Text size="sm" c="dimmed">
                  {mail.to}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{mail.text}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </>
  );
}
