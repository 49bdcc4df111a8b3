// The query keys of every list that shows HR documents: the employee's documents (/hr/documents),
// the dashboard's action list and the review inbox. Three features show them and one uploads them,
// and features never import each other, so their factories take their keys from here; a change to
// any document refreshes them all through the common prefix.
export const hrDocumentsKeys = {
  all: ['hr-documents'] as const,
  ofEmployee: (employeeId: string) => ['hr-documents', 'employee', employeeId] as const,
  actions: (companyId: string | null, today: string) => ['hr-documents', 'actions', companyId, today] as const,
  review: (search: Record<string, unknown>) => ['hr-documents', 'review', search] as const,
};
