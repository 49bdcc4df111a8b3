import { useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isWorkflowStatus } from '@/domain/enums';
import { PageTitle } from '@/components/page-title';
import { formatDate } from '@/lib/i18n';
import { ONLY_ON_ITS_OWN_PAGE } from '@/lib/navigation';
import { workflowQueryOptions } from './api/workflow-query';
import { AnswerForm } from './answer-form';
import { DocumentThread, type WorkflowPermissions } from './document-thread';
import type { DocumentUploader } from './document-uploader';
import { ReleaseBanner } from './release-banner';
import { WorkflowStatusBadge } from './status-badges';
import { documentThreads, nextWaiting } from './threads';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/** The id of a document's section on the page (its first version's id stays as versions are added). */
const threadId = (versions: readonly { id: string }[]) => `document-${versions[0]?.id ?? ''}`;

/** What the signed-in user may do: review in these companies, upload, delete (decisions.md). */
export type WorkflowRights = { reviewerOf: readonly string[]; upload: boolean; remove: boolean };

type Props = { workflowId: string; rights: WorkflowRights; uploader: DocumentUploader | null };

/** /salary-control/{id}: the month, the company, its status and release, and each document's thread. */
export function WorkflowDetailPage({ workflowId, rights, uploader }: Props) {
  const { t } = useLingui();
  const { data: workflow } = useSuspenseQuery(workflowQueryOptions(workflowId));
  const back = (
    <Anchor component={Link} to="/salary-control" activeOptions={ONLY_ON_ITS_OWN_PAGE}>
      {t`All salary controls`}
    </Anchor>
  );
  if (!workflow) {
    return (
      <Stack>
        <PageTitle title={t`Salary control`} />
        <Text>{t`No salary control documents found`}</Text>
        {back}
      </Stack>
    );
  }
  const month = formatDate(workflow.date, 'short');
  const company = workflow.company ? `${workflow.company.code} ${workflow.company.name}` : '';
  const creator = workflow.createdByName ?? '';
  const createdOn = formatDate(workflow.createdAt, 'long');
  const threads = documentThreads(workflow.documents ?? []);
  // The company's reviewers review; the fiduciary's payroll staff only send (and answer).
  const can: WorkflowPermissions = { review: rights.reviewerOf.includes(workflow.company?.id ?? ''), upload: rights.upload, remove: rights.remove };
  return (
    <Stack>
      {back}
      <PageTitle title={t`Salary control ${month}`} description={company} />
      <Card withBorder radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Fact label={t`Month`}>{month}</Fact>
          <Fact label={t`Company`}>{company}</Fact>
          <Fact label={t`Status`}>{isWorkflowStatus(workflow.status) ? <WorkflowStatusBadge status={workflow.status} /> : null}</Fact>
          <Fact label={t`Created`}>{t`${createdOn} by ${creator}`}</Fact>
        </SimpleGrid>
      </Card>
      <ReleaseBanner workflow={workflow} />
      {threads.length === 0 ? <Text>{t`No salary control documents found`}</Text> : null}
      {threads.map((versions, i) => (
        <DocumentThread
          key={versions[0]?.id}
          id={threadId(versions)}
          workflowId={workflow.id}
          versions={versions}
          number={i + 1}
          can={can}
          uploader={uploader}
          onReviewed={() => {
            // Focus brings the next document (its name, then its preview) into view and to screen readers.
            const next = nextWaiting(threads, i);
            if (next) document.getElementById(threadId(next))?.focus();
          }}
        />
      ))}
      {can.upload && uploader ? (
        <Card withBorder radius="md" component="section" aria-labelledby="add-documents">
          <Group mb="xs">
            <Title order={2} size="h4" id="add-documents">
              {t`Add documents`}
            </Title>
          </Group>
          <AnswerForm workflowId={workflow.id} uploader={uploader} replacesId={null} name="" />
        </Card>
      ) : null}
    </Stack>
  );
}
