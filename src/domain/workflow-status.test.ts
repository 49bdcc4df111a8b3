import { describe, expect, it } from 'vitest';
import { deriveWorkflowStatus } from './workflow-status';

describe('deriveWorkflowStatus', () => {
  it('is open while any document is pending', () => {
    expect(deriveWorkflowStatus(['approved', 'pending', 'rejected'])).toBe('open');
  });
  it('asks for changes when nothing is pending and something is rejected', () => {
    expect(deriveWorkflowStatus(['approved', 'rejected'])).toBe('changes_requested');
  });
  it('is approved when every document is approved', () => {
    expect(deriveWorkflowStatus(['approved', 'approved'])).toBe('approved');
  });
  it('keeps an empty workflow open', () => {
    expect(deriveWorkflowStatus([])).toBe('open');
  });
});
