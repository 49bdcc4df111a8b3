import { Loader, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { readingsQueryOptions, type ReadingFilters } from './api/readings-query';
import { ReadDocumentCard } from './read-document-card';
import { ReadingFiltersForm } from './reading-filters';
import { ReadingsExport } from './readings-export';

/**
 * "What was read": the company's documents with the fields the reader found (e-invoices exactly,
 * PDFs from their text, scans by OCR), for the uploader or the accountant to confirm or correct;
 * filters by supplier, total and issue date; the CSV export of what was confirmed.
 */
export function ReadDocumentsPanel({ companyId }: { companyId: string }) {
  const { t } = useLingui();
  const [filters, setFilters] = useState<ReadingFilters>({});
  const { data, isPending, isError } = useQuery(readingsQueryOptions(companyId, filters));
  return (
    <Stack component="section" aria-labelledby="read-documents-title">
      <Title order={2} id="read-documents-title">{t`What was read`}</Title>
      <Text size="sm" c="dimmed">{t`Exact: from the e-invoice's data. Read: found and checked on the page. Guessed: the likeliest value — check it.`}</Text>
      <ReadingFiltersForm filters={filters} onChange={setFilters} />
      {isPending && <Loader size="sm" aria-label={t`Loading`} />}
      {isError && <Text role="alert">{t`The read fields could not be loaded.`}</Text>}
      {data?.length === 0 && <Text>{t`No document read yet matches these filters.`}</Text>}
      {data?.map((document) => <ReadDocumentCard key={document.id} companyId={companyId} document={document} />)}
      <ReadingsExport companyId={companyId} />
    </Stack>
  );
}
