// Spec §9 default-date list for salary and salary-control uploads.
//
// The spec's sentence contradicts itself: "13 first-of-month dates from next month back to 12 months
// before the current one" and "the default ... is the second item (previous month)". A list that
// starts at next month has the current month second, and "next month back to 12 months before the
// current month" would be 14 dates. We keep what is stated most explicitly and matters to users:
// - 13 dates (the count is stated outright), starting at next month (payroll is sometimes uploaded
//   ahead), so the list ends 12 months before its first date, i.e. 11 months before now;
// - the default is the PREVIOUS month, which is what the spec names and what payroll work needs
//   (slips for a month are uploaded in the days after it ends). In this list it is the third item.
// All arithmetic is on UTC year/month numbers of `now`, so no time zone or DST can shift a month.

export const DEFAULT_DATE_COUNT = 13;

function monthOffset(now: Date, offset: number): string {
  const total = now.getUTCFullYear() * 12 + now.getUTCMonth() + offset;
  const year = Math.floor(total / 12);
  const month = total - year * 12 + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

/** Newest first: next month, this month, then the 11 months before. */
export function defaultDateList(now: Date): string[] {
  return Array.from({ length: DEFAULT_DATE_COUNT }, (_, i) => monthOffset(now, 1 - i));
}

/** The first day of the previous month (see the note at the top of this file). */
export function defaultDate(now: Date): string {
  return monthOffset(now, -1);
}
