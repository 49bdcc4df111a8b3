import type { MessageDescriptor } from '@lingui/core';

// Where api-message-texts.ts leaves its table when it loads, for serverErrorText (server-error-text.ts
// says why the table loads apart). A module of its own so that neither imports the other.

export type ApiMessageTexts = {
  /** The API's own messages a user can meet, by their exact English text (server/src/**). */
  known: Record<string, MessageDescriptor>;
  /** The API's messages with a number or a size in them. */
  patterns: { pattern: RegExp; text: (match: RegExpExecArray) => MessageDescriptor }[];
  /** Codes only a later screen meets (an upload's refusal), read like server-error-text.ts's BY_CODE. */
  byCode: Record<string, MessageDescriptor>;
};

let apiMessageTexts: ApiMessageTexts | null = null;

/** Called by api-message-texts.ts when it loads. */
export function provideApiMessageTexts(texts: ApiMessageTexts): void {
  apiMessageTexts = texts;
}

/** The table, once loaded. */
export function providedApiMessageTexts(): ApiMessageTexts | null {
  return apiMessageTexts;
}
