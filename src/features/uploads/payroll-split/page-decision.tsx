import { Button, Card, Group, Image, Select, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { ConflictReason, UnassignedReason } from '@/domain/payroll-split';
import type { Option } from '@/features/uploads/field-options';
import { CLOSED_SELECT_UNMOUNTED } from './closed-select';

// A page the split did not assign: its picture, why, and the user's decision (an employee, or out).

export type PageToDecide = { pageNumber: number; reason: UnassignedReason | ConflictReason; conflict: boolean; names: string };

function useReasonText(reason: UnassignedReason | ConflictReason, names: string): string {
  const { t } = useLingui();
  switch (reason) {
    case 'no-employee':
      return t`Names no employee of the company.`;
    case 'several-employees':
      return t`Names several employees: ${names}.`;
    case 'other-company':
      return t`Names an employee of another company: ${names}.`;
    case 'homonyms':
      return t`Several employees bear this name and the page shows no code: ${names}.`;
    case 'code-mismatch':
      return t`The name and the employee code on the page are of different employees: ${names}.`;
    case 'unknown-code':
      return t`The employee code on the page is of no employee of the company (name: ${names}).`;
    case 'several-codes':
      return t`The page shows several employee codes (name: ${names}).`;
    case 'matricule-mismatch':
      return t`The matricule on the page is of another employee than the name or the code: ${names}.`;
  }
}

function Thumbnail({ pageNumber, load }: { pageNumber: number; load: (pageNumber: number) => Promise<Blob | null> }) {
  const { t } = useLingui();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    void load(pageNumber).then((blob) => {
      if (!live || !blob) return;
      objectUrl = URL.createObjectURL(blob);
      setUrl(objectUrl);
    });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [pageNumber, load]);
  return url ? <Image src={url} alt={t`Page ${pageNumber}`} w={120} fit="contain" bd="1px solid gray.4" /> : <Card w={120} h={170} withBorder aria-hidden />;
}

type Props = { page: PageToDecide; employees: Option[]; onAssign: (employeeId: string) => void; onRemove: () => void; thumbnail: (pageNumber: number) => Promise<Blob | null> };

export function PageDecision({ page, employees, onAssign, onRemove, thumbnail }: Props) {
  const { t } = useLingui();
  const { pageNumber } = page;
  const reason = useReasonText(page.reason, page.names);
  return (
    <Card withBorder component="li" aria-label={t`Page ${pageNumber}`} padding="sm">
      <Group align="flex-start" wrap="wrap" gap="sm">
        <Thumbnail pageNumber={pageNumber} load={thumbnail} />
        <Stack gap="xs" style={{ flex: '1 1 14rem' }}>
          <Text fw={600}>{page.conflict ? t`Page ${pageNumber}: conflict` : t`Page ${pageNumber}: not assigned`}</Text>
          <Text size="sm">{reason}</Text>
          <Select
            label={t`Employee of page ${pageNumber}`}
            placeholder={t`Choose the employee`}
            data={employees}
            searchable
            comboboxProps={CLOSED_SELECT_UNMOUNTED}
            onChange={(value) => value && onAssign(value)}
          />
          <Group>
            <Button variant="default" onClick={onRemove}>{t`Leave page ${pageNumber} out`}</Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
