import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { currentDocument } from '@/domain/hr-document-status';
import type { DocumentType } from './api/employee-documents-query';
import { DocumentBadges } from '@/components/document-badges';
import { DocumentItem } from './document-item';
import touch from './touch.module.css';
import { nameInLanguage } from '@/domain/document-type-name';

// One document type (spec §7) with the employee's documents of that type, newest first.

export type UploadRequest = { typeId: string; replacesId?: string };

export function DocumentTypeSection({ type, onUpload }: { type: DocumentType; onUpload: (request: UploadRequest) => void }) {
  const { t, i18n } = useLingui();
  const name = nameInLanguage(type, i18n.locale);
  const documents = type.documents ?? [];
  const facts = documents.map((d) => ({ declined: d.declined ?? null, createdAt: String(d.createdAt) }));
  const missing = type.isRequired && currentDocument(facts) === null;
  const headingId = `hr-document-type-${type.id}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Title order={2} size="h4" id={headingId}>{name}</Title>
          {type.isRequired && <Text size="sm" c="gray.7">{t`required`}</Text>}
          {missing && <DocumentBadges badges={['missing']} />}
        </Group>
        <Button className={touch.target} size="xs" onClick={() => onUpload({ typeId: type.id })} aria-label={t`Upload ${name}`}>
          {t`Upload`}
        </Button>
      </Group>
      {documents.length === 0 ? (
        <Text size="sm" c="gray.7">{t`No documents found`}</Text>
      ) : (
        documents.map((document) => (
          <DocumentItem key={document.id} document={document} type={type} onReplace={() => onUpload({ typeId: type.id, replacesId: document.id })} />
        ))
      )}
    </Stack>
  );
}
