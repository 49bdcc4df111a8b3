import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { noEmployeeRoleFlags, noUserFlags } from '@/domain/permissions';
import { TestUi } from '@/testing/test-i18n';
import { RightsSection } from './rights-section';

// Issue #44: the inspection said "because employee canAccessFinance".
it('explains each right with the words of the flags behind it, not their names', () => {
  const role = { ...noEmployeeRoleFlags(), canAccessFinance: true };
  const employees = [{ company: { id: 'c1', code: '1001', hrEnabled: true }, role }];
  render(<RightsSection user={{ ...noUserFlags(), canSignInToApp: true }} employees={employees} />, { wrapper: TestUi });
  expect(screen.getByText('can open Accounting for 1001 because “See and upload the company’s accounting documents” on their employee record')).toBeTruthy();
  expect(screen.queryByText(/canAccessFinance/)).toBeNull();
});
