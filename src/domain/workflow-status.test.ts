import { describe, expect, it } from 'vitest';
import { currentVersions, deriveWorkflowStatus, releaseChange, workflowStatusOf } from './workflow-status';

describe('deriveWorkflowStatus', () => {
  it('is open while nothing is reviewed', () => {
    expect(deriveWorkflowStatus(['pending', 'pending'])).toBe('open');
  });
  it('is in review once something is approved and something is still pending', () => {
    expect(deriveWorkflowStatus(['approved', 'pending'])).toBe('in_review');
  });
  it('asks for changes when any document is rejected, pending ones or not', () => {
    expect(deriveWorkflowStatus(['approved', 'pending', 'rejected'])).toBe('changes_requested');
    expect(deriveWorkflowStatus(['approved', 'rejected'])).toBe('changes_requested');
  });
  it('is approved when every document is approved', () => {
    expect(deriveWorkflowStatus(['approved', 'approved'])).toBe('approved');
  });
  it('keeps an empty workflow open', () => {
    expect(deriveWorkflowStatus([])).toBe('open');
  });
});

describe('versions', () => {
  const rejected = { id: '1', status: 'rejected', replacesId: null };
  const correction = { id: '2', status: 'pending', replacesId: '1' };
  const other = { id: '3', status: 'approved', replacesId: null };

  it('counts only the latest version of each document', () => {
    expect(currentVersions([rejected, correction, other]).map((d) => d.id)).toEqual(['2', '3']);
    expect(workflowStatusOf([rejected, other])).toBe('changes_requested');
    expect(workflowStatusOf([rejected, correction, other])).toBe('in_review');
    expect(workflowStatusOf([rejected, { ...correction, status: 'approved' }, other])).toBe('approved');
  });
});

describe('releaseChange', () => {
  const at = new Date('2026-01-02T10:00:00Z');
  it('releases when the workflow becomes approved', () => {
    expect(releaseChange('approved', { releasedAt: null, reopenedAt: null })).toBe('release');
    expect(releaseChange('approved', { releasedAt: at, reopenedAt: at })).toBe('release');
  });
  it('reopens a released workflow that is no longer approved, once', () => {
    expect(releaseChange('open', { releasedAt: at, reopenedAt: null })).toBe('reopen');
    expect(releaseChange('in_review', { releasedAt: at, reopenedAt: at })).toBe('none');
  });
  it('changes nothing otherwise', () => {
    expect(releaseChange('approved', { releasedAt: at, reopenedAt: null })).toBe('none');
    expect(releaseChange('changes_requested', { releasedAt: null, reopenedAt: null })).toBe('none');
  });
});
