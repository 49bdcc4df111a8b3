import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ExpirationDateType, HrDocumentDeclined, SalaryType } from '@/domain/enums';

// The stored values of the select fields (src/domain/enums.ts) in words: the screens that work on
// them and the administrators' record inspection say them alike (issue #44).

export const SALARY_TYPE_WORDS: Record<SalaryType, MessageDescriptor> = {
  slip: msg`Salary Slip`,
  compensation: msg`Compensation certificate`,
  work: msg`Certificate of employment`,
  worku1: msg`Certificate of employment U1`,
};

// The salary controls' statuses are in workflow-status-words.ts: the dashboard's first load shows
// them, and a chunk that held this module would carry every other enum's words (and their
// catalogue entries) into it.

export const EXPIRATION_DATE_TYPE_WORDS: Record<ExpirationDateType, MessageDescriptor> = {
  disabled: msg`No expiry date`,
  optional: msg`Optional expiry date`,
  required: msg`Required expiry date`,
};

export const HR_DOCUMENT_DECLINED_WORDS: Record<HrDocumentDeclined, MessageDescriptor> = {
  upload: msg`Upload declined`,
  removal: msg`Removal declined`,
};

export const YES = msg`Yes`;
export const NO = msg`No`;
