import { TestUi } from '@/testing/test-i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageDecision } from './page-decision';

// A page to decide lists the company's employees to choose from when its select is opened, not
// before: a review of 30 pages and 400 employees kept 12,000 hidden options in the page (issue #45).

afterEach(cleanup);

const employees = Array.from({ length: 400 }, (_, i) => ({ value: `e${i}`, label: `Employee ${i} (1003/${501 + i})` }));

describe('a page left to decide', () => {
  it('shows the employees to choose from once its select is opened, and assigns the one chosen', async () => {
    const onAssign = vi.fn();
    render(
      <TestUi>
        <PageDecision page={{ pageNumber: 7, reason: 'no-employee', conflict: false, names: '' }} employees={employees} onAssign={onAssign} onRemove={() => undefined} thumbnail={() => Promise.resolve(null)} />
      </TestUi>,
    );
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    const select = screen.getByRole('combobox', { name: 'Employee of page 7' });
    fireEvent.click(select);
    fireEvent.change(select, { target: { value: 'Employee 42 ' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Employee 42 (1003/543)' }));
    expect(onAssign).toHaveBeenCalledWith('e42');
  });
});
