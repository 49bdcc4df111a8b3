import { useLingui } from '@lingui/react/macro';
import { Group, Select, TextInput } from '@mantine/core';
import { isWorkflowStatus, WORKFLOW_STATUSES } from '@/domain/enums';
import { workflowStatusLabels } from './labels';
import type { WorkflowFilters } from './api/workflow-filters';

export type CompanyChoice = { id: string; code: string; name: string };

/** Company, month and status filters; each change goes to the address (and back to page 1). */
export function WorkflowFilterBar({ filters, companies, onChange }: { filters: WorkflowFilters; companies: readonly CompanyChoice[]; onChange: (next: WorkflowFilters) => void }) {
  const { t, i18n } = useLingui();
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <Select
        label={t`Company`}
        placeholder={t`All companies`}
        data={companies.map((c) => ({ value: c.id, label: `${c.code} ${c.name}` }))}
        value={filters.company ?? null}
        onChange={(company) => onChange({ ...filters, company: company ?? undefined })}
        clearable
        searchable
        w={{ base: '100%', sm: 260 }}
      />
      <TextInput
        type="month"
        label={t`Month`}
        value={filters.month ?? ''}
        onChange={(event) => onChange({ ...filters, month: event.currentTarget.value || undefined })}
        w={{ base: '100%', sm: 180 }}
      />
      <Select
        label={t`Status`}
        placeholder={t`All statuses`}
        data={WORKFLOW_STATUSES.map((s) => ({ value: s, label: i18n._(workflowStatusLabels[s]) }))}
        value={filters.status ?? null}
        onChange={(status) => onChange({ ...filters, status: isWorkflowStatus(status) ? status : undefined })}
        clearable
        w={{ base: '100%', sm: 200 }}
      />
    </Group>
  );
}
