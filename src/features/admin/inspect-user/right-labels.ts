import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ExplainedRight } from '@/domain/rights-explanation';

/** What each right opens, in the words of the portal's areas. */
export const RIGHT_LABELS: Record<ExplainedRight, MessageDescriptor> = {
  finance: msg`Accounting`,
  taxation: msg`Taxation`,
  hr: msg`HR: employees, profiles and documents`,
  hrSalaryAccess: msg`Salary uploads and salary control`,
  salaryWorkflowReview: msg`Salary-control review`,
  companyCodes: msg`Company identifiers`,
  companyContacts: msg`Company contacts`,
};
