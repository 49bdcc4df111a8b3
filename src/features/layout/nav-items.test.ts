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
});
