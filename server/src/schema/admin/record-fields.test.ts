// The record inspection names every field in words from the table in src/domain/admin-record-fields.ts
// (the portal's type and test make sure each one has a label). This test keeps that table equal to
// the API's lists: a field added to a list fails here until the table, and so the inspector, names it.
import { describe, expect, it } from 'vitest';
import { ADMIN_RECORD_FIELDS } from '../../../../src/domain/admin-record-fields';
import { INSPECTABLE_LISTS } from '../../../../src/domain/admin-lists';
import { lists } from '../../lists';
import { listByName } from './records';

describe('the fields the record inspection shows', () => {
  it.each(INSPECTABLE_LISTS)('are the fields of the %s list, with their kinds', (name) => {
    const fields = Object.fromEntries(Object.entries(listByName(name).fields).map(([key, field]) => [key, field.kind]));
    expect(fields).toEqual(ADMIN_RECORD_FIELDS[name]);
  });

  it('cover every list the API has, except the HR messages (private to each thread)', () => {
    expect(Object.keys(lists).filter((key) => !(INSPECTABLE_LISTS as readonly string[]).includes(key))).toEqual(['HrMessage']);
  });
});
