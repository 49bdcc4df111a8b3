import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

type Translate = (descriptor: MessageDescriptor) => string;

/** A yes/no cell, in words (a check mark alone says nothing to a screen reader). */
export function yesNo(t: Translate, value: boolean | null | undefined): string {
  return value ? t(msg`Yes`) : t(msg`No`);
}
