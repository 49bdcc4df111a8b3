// One CSV cell as the portal writes it everywhere (the manager's list exports in the browser, the
// audit and readings exports on the API): RFC 4180 quoting (also `;`, the separator a French or
// German spreadsheet may assume), and a cell that starts like a formula (= + - @) neutralised with
// a leading apostrophe. A plain negative number (a credit note's total) is data, not a formula:
// prefixed, the accountant's software would import "'-120.00" as text.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

export function csvCell(text: string): string {
  const safe = FORMULA_START.test(text) && !PLAIN_NEGATIVE_NUMBER.test(text) ? `'${text}` : text;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
