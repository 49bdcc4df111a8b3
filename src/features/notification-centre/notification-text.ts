import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { MyNotificationsQuery } from '@/gql/graphql';

export type NotificationItem = MyNotificationsQuery['myNotifications'][number];

/** What one notification says, as the mail does, in the interface language. */
export function notificationText(i18n: I18n, item: NotificationItem): string {
  const employeeName = item.employeeName ?? '';
  const companyName = item.companyName ?? '';
  const period = item.period ?? '';
  const documentType = item.documentType ?? '';
  const authorName = item.authorName ?? '';
  const days = item.days ?? 0;
  switch (item.kind) {
    case 'salary.slip':
      return i18n._(msg`A new salary slip for ${period} is available for ${employeeName}.`);
    case 'salary.compensation':
      return i18n._(msg`A new compensation certificate for ${period} is available for ${employeeName}.`);
    case 'salary.work':
      return i18n._(msg`A new certificate of employment is available for ${employeeName}.`);
    case 'salary.worku1':
      return i18n._(msg`A new certificate of employment U1 is available for ${employeeName}.`);
    case 'salaryWorkflowDocumentsAdded':
      return i18n._(msg`New salary-control documents for ${companyName} (${period}) are waiting for your review.`);
    case 'salaryWorkflowDocumentReviewed.approved':
      return i18n._(msg`A salary-control document for ${companyName} (${period}) was approved.`);
    case 'salaryWorkflowDocumentReviewed.rejected':
      return i18n._(msg`A salary-control document for ${companyName} (${period}) was rejected.`);
    case 'accountingDocumentCreated':
      return i18n._(msg`Your fiduciary added a new accounting document for ${companyName}.`);
    case 'hrDocumentReviewed.approved':
      return i18n._(msg`The HR document “${documentType}” of ${employeeName} was approved.`);
    case 'hrDocumentReviewed.declined':
      return i18n._(msg`The HR document “${documentType}” of ${employeeName} was declined.`);
    case 'hrDocumentExpiring':
      return plural(days, { one: `The HR document “${documentType}” of ${employeeName} expires in # day.`, other: `The HR document “${documentType}” of ${employeeName} expires in # days.` });
    case 'hrMessageCreated':
      return i18n._(msg`${authorName} wrote a new message in the HR conversation of ${employeeName}.`);
    default:
      return i18n._(msg`Something new for you in the portal.`);
  }
}
