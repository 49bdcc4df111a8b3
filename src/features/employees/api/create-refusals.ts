import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// createCompanyEmployee's refusals by `extensions.reason`, with the field each belongs to. The API
// sends the same English texts, translated from these catalogs, to clients other than the portal.

type Field = 'name' | 'code' | 'jobDescription';

const REFUSALS: Record<string, { field: Field; message: MessageDescriptor }> = {
  NAME_REQUIRED: { field: 'name', message: msg`A name of at most 200 characters is required.` },
  INVALID_EMPLOYEE_CODE: { field: 'code', message: msg`The employee code must be 1 to 6 digits.` },
  DUPLICATE_EMPLOYEE_CODE: { field: 'code', message: msg`Another employee of this company has this code.` },
  JOB_DESCRIPTION_TOO_LONG: { field: 'jobDescription', message: msg`The job description must be at most 200 characters.` },
};

/** The field and message of a refusal the form can show beside its field; null for anything else. */
export function createRefusal(error: unknown): { field: Field; message: MessageDescriptor } | null {
  const response = (error as { response?: { errors?: { extensions?: { reason?: unknown } }[] } } | null)?.response;
  const reason = response?.errors?.[0]?.extensions?.reason;
  return typeof reason === 'string' ? (REFUSALS[reason] ?? null) : null;
}
