import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ExpirationDateType, HrDocumentDeclined, SalaryType, WorkflowDocumentStatus, WorkflowStatus } from '@/domain/enums';

// The stored values of the select fields (src/domain/enums.ts) in words: the screens that work on
// them and the administrators' record inspection say them alike (issue #44).

export const SALARY_TYPE_WORDS: Record<SalaryType, MessageDescriptor> = {
  slip: msg`Salary Slip`,
  compensation: msg`Compensation certificate`,
  work: msg`Certificate of employment`,
  worku1: msg`Certificate of employment U1`,
};

export const WORKFLOW_STATUS_WORDS: Record<WorkflowStatus, MessageDescriptor> = {
  open: msg`Open`,
  in_review: msg`In review`,
  changes_requested: msg`Changes requested`,
  approved: msg`Released`,
};

export const WORKFLOW_DOCUMENT_STATUS_WORDS: Record<WorkflowDocumentStatus, MessageDescriptor> = {
  pending: msg`Waiting for review`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

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
