// A user account's editable fields, checked before anything is written.
import { isLanguage } from '../../../../src/domain/enums';
import { createGraphQLError } from 'graphql-yoga';
import { isPlausibleEmail } from '../../../../src/domain/manager-refusals';
import { USER_FLAGS, type UserFlag } from '../../../../src/domain/permissions';
import { refused } from '../shared/manager-edit';

export type UserInput = { email?: string | null; name?: string | null; language?: string | null; oidcSubject?: string | null } & Partial<Record<UserFlag, boolean | null>>;

/** Emails are compared as typed by nobody in particular: trimmed, lower case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function userColumns(data: UserInput): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  if (data.email != null) {
    const email = normalizeEmail(data.email);
    if (!isPlausibleEmail(email)) throw refused('BAD_USER_INPUT', 'INVALID_EMAIL', 'This is not a valid email address');
    columns.email = email;
  }
  if (data.name != null) columns.name = data.name.trim().slice(0, 200);
  if (data.language !== undefined) {
    if (data.language !== null && !isLanguage(data.language)) throw refused('BAD_USER_INPUT', 'INVALID_LANGUAGE', 'Unsupported language');
    columns.language = data.language;
  }
  for (const flag of USER_FLAGS) if (data[flag] != null) columns[flag] = data[flag];
  if (data.oidcSubject !== undefined) {
    // Links are made by a sign-in that proves the address (auth/provider-sign-in.ts), never typed in.
    if (data.oidcSubject !== null) throw createGraphQLError('oidcSubject can only be set to null (unlinked)', { extensions: { code: 'BAD_USER_INPUT' } });
    columns.oidcSubject = null;
  }
  return columns;
}

/** The flags whose value this edit changes, with their new value. */
export function changedFlags(stored: Record<string, unknown>, columns: Record<string, unknown>): Partial<Record<UserFlag, boolean>> {
  return Object.fromEntries(USER_FLAGS.filter((flag) => flag in columns && columns[flag] !== stored[flag]).map((flag) => [flag, columns[flag] as boolean]));
}
