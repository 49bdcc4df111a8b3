import { describe, expect, it } from 'vitest';
import { UPLOAD_REFUSAL_TEXTS } from '@/domain/upload-refusals';
import { UPLOAD_REFUSAL_MESSAGES } from './upload-refusals';

describe('upload refusal texts', () => {
  it('are the catalog messages the API translates from, one for every reason', () => {
    // The API looks the English text up in the catalogs: a text that differs would stay English.
    const messages = Object.fromEntries(Object.entries(UPLOAD_REFUSAL_MESSAGES).map(([reason, descriptor]) => [reason, descriptor.message]));
    expect(messages).toEqual(UPLOAD_REFUSAL_TEXTS);
  });
});
