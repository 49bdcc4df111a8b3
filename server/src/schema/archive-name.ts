// A ZIP's file name says what is in it (issue #44: a year's salary documents downloaded on another
// day were named by that day): the list and the years of the documents' own dates.

const BASE_NAMES = { HrSalary: 'salaries', AccountingDocument: 'accounting-documents' } as const;

export function archiveFileName(list: keyof typeof BASE_NAMES, documentDates: readonly unknown[], today: Date): string {
  const years = [...new Set(documentDates.map((date) => /^(\d{4})-/.exec(String(date ?? ''))?.[1]).filter((year): year is string => year !== undefined))].sort();
  const first = years[0];
  const last = years.at(-1);
  const period = first === undefined ? today.toISOString().slice(0, 10) : first === last ? first : `${first}-${last}`;
  return `${BASE_NAMES[list]}-${period}.zip`;
}
