import { describe, expect, it } from 'vitest';
import { parseReviewSearch, reviewOrder, reviewWhere } from './review-search';

describe('review inbox address', () => {
  it('keeps valid filters and drops anything else', () => {
    expect(parseReviewSearch({ company: 'c-1', type: 't_2', reason: 'removal', age: '30', sort: 'newest' })).toEqual({
      company: 'c-1', type: 't_2', reason: 'removal', age: 30, sort: 'newest',
    });
    expect(parseReviewSearch({ company: 'a b', reason: 'all', age: '5', sort: 'oldest', page: '3' })).toEqual({
      company: undefined, type: undefined, reason: undefined, age: undefined, sort: undefined,
    });
  });

  it('asks for open documents of the chosen company, type, reason and age', () => {
    const now = new Date('2026-03-31T12:00:00Z');
    expect(reviewWhere({}, now)).toEqual({ AND: [{ OR: [{ needsReview: { equals: true } }, { requestedRemoval: { equals: true } }] }] });
    expect(reviewWhere({ company: 'c', type: 't', reason: 'review', age: 7 }, now)).toEqual({
      AND: [
        { needsReview: { equals: true } },
        { employee: { company: { id: { equals: 'c' } } } },
        { type: { id: { equals: 't' } } },
        { createdAt: { lte: '2026-03-24T12:00:00.000Z' } },
      ],
    });
    expect(reviewOrder({})).toEqual([{ createdAt: 'asc' }]);
    expect(reviewOrder({ sort: 'newest' })).toEqual([{ createdAt: 'desc' }]);
  });
});
