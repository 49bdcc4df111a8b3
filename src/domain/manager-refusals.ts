// Why the API refused a manager edit. The API sends the reason in `extensions.reason` next to an
// English message; the portal shows its own translated text for each reason.

export const MANAGER_REFUSALS = [
  'INVALID_COMPANY_CODE',
  'DUPLICATE_COMPANY_CODE',
  'INVALID_TAX_ID',
  'INVALID_RCS_ID',
  'INVALID_VAT_ID',
  'INVALID_NACE_ID',
  'NAME_REQUIRED',
  'INVALID_EMAIL',
  'DUPLICATE_EMAIL',
  'INVALID_LANGUAGE',
  'OWN_FLAG_KEPT',
  'LAST_ROLE_MANAGER',
  'USER_HAS_HISTORY',
  'OWN_ACCOUNT',
  'INVALID_EMPLOYEE_CODE',
  'DUPLICATE_EMPLOYEE_CODE',
  'INVALID_DAYS',
  'TYPE_HAS_DOCUMENTS',
  'VERSION_CONFLICT',
] as const;
export type ManagerRefusal = (typeof MANAGER_REFUSALS)[number];

export function isManagerRefusal(x: unknown): x is ManagerRefusal {
  return typeof x === 'string' && (MANAGER_REFUSALS as readonly string[]).includes(x);
}

/** Employee codes as the salary file names carry them (spec §5): 1-6 digits, optional -digits. */
export function isValidEmployeeCode(code: string): boolean {
  return /^\d{1,6}(-\d+)?$/.test(code);
}

/** A plain address check; the magic link proves the rest. */
export function isPlausibleEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254;
}
