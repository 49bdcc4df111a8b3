import { createFileRoute } from '@tanstack/react-router';
import { requireArea, toEmployeeAddress } from '@/app/guards';
import { HrDocumentsPage } from '@/features/hr-documents';
import { strictSearch } from '@/lib/navigation';

type Search = { type?: string; replaces?: string };

// The selected employee's documents are at their own address (the search, a type to upload or a
// document to replace, goes along); here only when nobody is selected.
export const Route = createFileRoute('/_authenticated/hr/documents')({
  validateSearch: strictSearch((search: Record<string, unknown>): Search => ({
    type: typeof search['type'] === 'string' ? search['type'] : undefined,
    replaces: typeof search['replaces'] === 'string' ? search['replaces'] : undefined,
  })),
  beforeLoad: (args) => {
    requireArea('hrDocuments')(args);
    toEmployeeAddress('documents')(args);
  },
  component: () => <HrDocumentsPage employeeId={null} onUpload={() => undefined} upload={null} />,
});
