import type { MessageDescriptor } from '@lingui/core';

/** Spec §8: store actions answer with a code and a message (translated when shown). */
export type StoreResult = { code: 'SUCCESS' | 'ERROR'; message: MessageDescriptor };
