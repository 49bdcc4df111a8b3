import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { INSPECTABLE_LISTS } from '@/domain/admin-lists';
import { ADMIN_RECORD_FIELDS } from '@/domain/admin-record-fields';
import { AUDIT_ACTIONS } from '@/domain/audit-actions';
import { auditActionWords } from '@/lib/i18n/audit-words';
import { humanize } from '@/lib/i18n/humanize';
import { FIELD_WORDS } from './field-words';
import { fieldName, recordLabel, recordRows, type Shown } from './record-words';

// Issue #44: the record inspection showed stored field names and raw values. The table of fields
// (src/domain/admin-record-fields.ts) is the API's, checked by server/src/schema/admin/record-fields.test.ts.

const text = (shown: Shown | undefined): string => {
  if (!shown) return '';
  return 'text' in shown ? shown.text : shown.rows.map((row) => `${row.label}: ${text(row.value)}`).join('; ');
};

describe('the record inspection', () => {
  it.each(INSPECTABLE_LISTS)('names every field of %s the API returns in words, not by its stored name', (list) => {
    for (const field of Object.keys(ADMIN_RECORD_FIELDS[list])) {
      const words = (FIELD_WORDS[list] as Record<string, { message?: string } | undefined>)[field];
      expect(words?.message, `${list}.${field}`).toBeTruthy();
      expect(fieldName(i18n, list, field)).not.toBe(field);
    }
  });

  it('names a field it does not know yet readably', () => {
    expect(fieldName(i18n, 'User', 'lastSignInAt')).toBe('Last sign in at');
    expect(humanize('settingWantsHRSalariesNotification')).toBe('Setting wants hr salaries notification');
    expect(humanize('impersonation.start')).toBe('Impersonation start');
  });

  it('says every audit action in words', () => {
    for (const action of AUDIT_ACTIONS) expect(auditActionWords(i18n, action)).not.toBe(action);
    expect(auditActionWords(i18n, 'impersonation.start')).toBe('Impersonation started');
    expect(auditActionWords(i18n, 'someNewAction')).toBe('Some new action');
  });

  it('says values in words: yes/no, languages, dates, stored codes, flags, nested data', () => {
    const rows = recordRows(i18n, 'User', {
      email: 'anna@demo.test',
      language: 'de',
      role: { canSignInToApp: true, canManageHumanResources: false },
      version: 3,
    });
    expect(rows.map((row) => `${row.label} = ${text(row.value)}`)).toEqual([
      'Email = anna@demo.test',
      'Language = Deutsch',
      'Role flags = Can sign in: Yes; Fiduciary HR and payroll: No',
      'Version = 3',
    ]);
    const employee = recordRows(i18n, 'CompanyEmployee', {
      isArchived: false,
      createdAt: '2025-03-04T10:11:12.000Z',
      role: { canManageHumanResources: true },
      profileData: { identity: { gender: 'female', birthDate: '1990-05-12' }, family: { childrenCount: 2 } },
      profileHistory: [{ id: 'v1', data: { contact: { city: 'Esch' } }, createdAt: '2025-01-02T08:00:00.000Z' }],
    });
    const said = Object.fromEntries(employee.map((row) => [row.label, text(row.value)]));
    expect(said['Archived']).toBe('No');
    expect(said['Created']).toMatch(/^04\.03\.2025 \d\d:11:12$/);
    // The employee's flag of the same stored name as the account's says the employee's right.
    expect(said['Rights in this company']).toBe('Company HR: Yes');
    expect(said['HR profile']).toBe('Identity: Gender: Female; Date of birth: 12.5.1990; Family: Number of children: 2');
    expect(said['Earlier versions of the profile']).toMatch(/^1: Identifier: v1; HR profile: Contact: City: Esch; Created: 02\.01\.2025 /);
    expect(text(recordRows(i18n, 'HrSalaryWorkflow', { status: 'changes_requested', date: '2025-11-01' })[0]?.value)).toBe('Changes requested');
    expect(text(recordRows(i18n, 'HrSalaryWorkflow', { date: '2025-11-01' })[0]?.value)).toBe('1.11.2025');
    expect(text(recordRows(i18n, 'HrSalary', { attachment: 'attached', type: 'compensation' })[0]?.value)).toBe('Attached');
    expect(text(recordRows(i18n, 'HrDocumentType', { names: { de: 'Ausweis', fr: null } })[0]?.value)).toBe('Deutsch: Ausweis; Français: —');
  });

  it('says an audit event’s details with the names of its list’s fields and flags', () => {
    const rows = recordRows(i18n, 'AuditEvent', {
      action: 'update',
      list: 'User',
      details: { before: { canManageRoles: false, language: null }, after: { canManageRoles: true, language: 'pt' } },
    });
    expect(rows.map((row) => text(row.value))).toEqual([
      'Changed',
      'Users',
      'Before: Manages roles: No; Language: —; After: Manages roles: Yes; Language: Português',
    ]);
    expect(text(recordRows(i18n, 'AuditEvent', { action: 'impersonation.stop', details: { how: 'actor-signout' } })[1]?.value)).toBe('How: The administrator signed out');
  });

  it('says a record’s label as the field it comes from', () => {
    expect(recordLabel(i18n, 'HrSalaryWorkflowDocument', { label: 'pending', labelField: 'status' })).toBe('Waiting for review');
    expect(recordLabel(i18n, 'AuditEvent', { label: 'oidc.link', labelField: 'action' })).toBe('Sign-in provider linked');
    expect(recordLabel(i18n, 'HrSalary', { label: '2025-01-01', labelField: 'date' })).toBe('1.1.2025');
    expect(recordLabel(i18n, 'Company', { label: 'Atelier Moselle', labelField: 'name' })).toBe('Atelier Moselle');
    expect(recordLabel(i18n, 'HrDocument', { label: '1b2c', labelField: null })).toBe('1b2c');
  });
});
