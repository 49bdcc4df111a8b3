import { describe, expect, it } from 'vitest';
import { ACCESS_REFUSAL_TEXTS } from '@/domain/access-refusals';
import { ACCESS_REFUSAL_MESSAGES } from './access-refusals';

describe('access refusal texts', () => {
  it('are the catalog messages the API translates from, one for every reason', () => {
    // The API looks the English text up in the catalogs: a text that differs would stay English.
    const messages = Object.fromEntries(Object.entries(ACCESS_REFUSAL_MESSAGES).map(([reason, descriptor]) => [reason, descriptor.message]));
    expect(messages).toEqual(ACCESS_REFUSAL_TEXTS);
  });
});
