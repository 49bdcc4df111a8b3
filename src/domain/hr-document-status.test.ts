import { describe, expect, it } from 'vitest';
import { actionNeeded, daysUntil, documentBadges, dueReminder, expiryState } from './hr-document-status';

const doc = (over: Partial<Parameters<typeof documentBadges>[0]> = {}) => ({
  id: 'd', needsReview: false, requestedRemoval: false, declined: null, expirationDate: null, createdAt: '2026-01-01T00:00:00Z', ...over,
});

describe('expiry', () => {
  it('counts calendar days, across a daylight-saving change and month ends', () => {
    expect(daysUntil('2026-03-31', '2026-03-28')).toBe(3);
    expect(daysUntil('2026-03-01', '2026-02-28')).toBe(1);
    expect(daysUntil('2026-01-01', '2026-01-02')).toBe(-1);
  });

  it('is expiring within the type’s window, expired from the next day', () => {
    expect(expiryState('2026-03-01', 30, '2026-03-01')).toBe('expiring');
    expect(expiryState('2026-03-01', 30, '2026-03-02')).toBe('expired');
    expect(expiryState('2026-03-31', 30, '2026-03-01')).toBe('expiring');
    expect(expiryState('2026-04-01', 30, '2026-03-01')).toBe('valid');
    expect(expiryState('2026-04-02', 30, '2026-03-01')).toBe('valid');
    expect(expiryState('2026-04-02', 0, '2026-04-01')).toBe('valid');
    expect(expiryState(null, 30, '2026-03-01')).toBe('none');
  });

  it('reminds at the smallest of 90/30/7 days not yet passed', () => {
    expect([120, 91, 90, 45, 30, 8, 7, 0, -1].map(dueReminder)).toEqual([null, null, 90, 90, 30, 30, 7, 7, null]);
  });
});

describe('badges and actions', () => {
  it('names every state a document is in', () => {
    expect(documentBadges(doc({ needsReview: true, requestedRemoval: true, expirationDate: '2026-01-10' }), 30, '2026-01-01')).toEqual(['needsReview', 'removalRequested', 'expiring']);
    expect(documentBadges(doc({ declined: 'upload' }), 0, '2026-01-01')).toEqual(['declined']);
    expect(documentBadges(doc({ declined: 'removal', expirationDate: '2025-12-31' }), 0, '2026-01-01')).toEqual(['removalDeclined', 'expired']);
  });

  it('asks for a required document, for a renewal, and nothing once renewed', () => {
    const type = { isRequired: true, appShowExpiringInfoInDays: 60 };
    expect(actionNeeded(type, [], '2026-01-01')).toEqual({ reason: 'missing', expirationDate: null });
    expect(actionNeeded({ ...type, isRequired: false }, [], '2026-01-01')).toBeNull();
    expect(actionNeeded(type, [doc({ declined: 'upload' })], '2026-01-01')).toEqual({ reason: 'missing', expirationDate: null });
    const old = doc({ expirationDate: '2026-02-01', createdAt: '2020-01-01T00:00:00Z' });
    expect(actionNeeded(type, [old], '2026-01-01')).toEqual({ reason: 'expiring', expirationDate: '2026-02-01' });
    expect(actionNeeded(type, [old], '2026-03-01')).toEqual({ reason: 'expired', expirationDate: '2026-02-01' });
    expect(actionNeeded(type, [old, doc({ expirationDate: '2036-02-01' })], '2026-01-01')).toBeNull();
  });
});
