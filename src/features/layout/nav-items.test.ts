import { describe, expect, it } from 'vitest';
import { currentNavPath, type NavSection } from './nav-items';

const item = (to: string) => ({ to, label: { id: to } }) as NavSection['items'][number];
const sections: NavSection[] = [{ label: { id: 'hr' }, items: [item('/hr'), item('/hr/salaries'), item('/hr/profile')] }];

describe('currentNavPath', () => {
  it('marks the most precise item only', () => {
    expect(currentNavPath(sections, '/hr/salaries')).toBe('/hr/salaries');
    expect(currentNavPath(sections, '/hr')).toBe('/hr');
    expect(currentNavPath(sections, '/hr/new')).toBe('/hr');
    expect(currentNavPath(sections, '/hrx')).toBeNull();
  });

  it('marks the plain page of an employee’s address, not the employee list (issue #44)', () => {
    expect(currentNavPath(sections, '/hr/employees/e12/profile')).toBe('/hr/profile');
    expect(currentNavPath(sections, '/hr/employees/e12/salaries')).toBe('/hr/salaries');
  });
});
