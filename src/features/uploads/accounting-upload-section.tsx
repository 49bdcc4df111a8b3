import { Stack, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ACCOUNTING_TYPES, type AccountingType } from '@/domain/enums';
import { useAccess } from '@/lib/session';
import { accountingKind } from './accounting-kind';
import { accountingTagSuggestionsQueryOptions } from './api/accounting-tags-query';
import { BatchUpload } from './batch-upload';

const TAX_ONLY: readonly AccountingType[] = ['tax'];

/**
 * The accounting upload area of /accounting (every type) and /taxation (`tax` only): files start
 * with the selected company and that company's last type and tag; its tags are suggested.
 */
export function AccountingUploadSection({ taxOnly = false }: { taxOnly?: boolean }) {
  const { t } = useLingui();
  const { me, access } = useAccess();
  const companyId = access.company?.id ?? null;
  const kind = useMemo(() => accountingKind({ companyId, types: taxOnly ? TAX_ONLY : ACCOUNTING_TYPES }), [companyId, taxOnly]);
  // Suggestions only help: the upload area works while they load or if they fail.
  const tags = useQuery({ ...accountingTagSuggestionsQueryOptions(companyId ?? ''), enabled: companyId !== null });
  return (
    <Stack>
      <Title order={2}>{taxOnly ? t`Upload tax documents` : t`Upload accounting documents`}</Title>
      <BatchUpload kind={kind} owner={me.id} suggestions={tags.data ?? []} />
    </Stack>
  );
}
