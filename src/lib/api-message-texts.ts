import { msg } from '@lingui/core/macro';
import { BLOCKED_WHILE_IMPERSONATING_MESSAGE } from '@/domain/impersonation';
import { provideApiMessageTexts, type ApiMessageTexts } from './api-message-texts-slot';
import { formatDate } from './i18n/dates';
import { loadWholeCatalog } from './i18n/language';

// The API's own messages, in the user's language (issue #44), loaded apart from the first load:
// server-error-text.ts says when. Importing this module is what makes serverErrorText know them.
// Their texts are in the catalog's `rest()` part, not the dashboard's (scripts/catalog-split-plugin.ts,
// ONLY_ON_FAILURE): loading this module loads that part too, for a screen that imports it (a stored
// upload failure); Lingui's change event renders it again once the part is in. A failed fetch is
// tried again by the next page or failed request.
void loadWholeCatalog().catch(() => undefined);

/**
 * The API's own messages a user can meet, by their exact English text (server/src/**). Those that
 * say no more than their code (forbidden()'s default, notFound()'s "… not found") read by the code
 * (server-error-text.ts, BY_CODE).
 */
const known: ApiMessageTexts['known'] = {
  [BLOCKED_WHILE_IMPERSONATING_MESSAGE]: msg`This action is not allowed while impersonating a user`,
  'You may not download one or more of these documents': msg`You may not download one or more of these documents.`,
  'Choose at least one document to download': msg`Choose at least one document to download.`,
  'Language not supported': msg`This language is not supported.`,
  'File type not accepted': msg`This type of file is not accepted.`,
  'File is empty': msg`The file is empty (0 bytes). Choose the file again or another one.`,
  'The upload was interrupted before the file was complete': msg`The upload was interrupted before the file was complete. Please try again.`,
  'A date is required': msg`A date is required.`,
  'A PDF file is required': msg`A PDF file is required.`,
  'A file is required': msg`A file is required.`,
  'Feedback is required to reject a document': msg`Feedback is required to reject a document.`,
  'This document has a newer version: review that one': msg`This document has a newer version: review that one.`,
  'Someone else reviewed this document meanwhile. Their review is shown now: check it before you review again.': msg`Someone else reviewed this document meanwhile. Their review is shown now: check it before you review again.`,
  'A salary control already exists for this company and month': msg`A salary control already exists for this company and month.`,
  'The replaced document belongs to another salary control': msg`The replaced document belongs to another salary control.`,
  'Add a file or a comment': msg`Add a file or a comment.`,
  'This document already has a newer version': msg`This document already has a newer version.`,
  'At most 50 documents per salary control': msg`At most 50 documents per salary control.`,
  'A person in charge must be a member of the fiduciary staff': msg`A person in charge must be a member of the fiduciary staff.`,
  'This document type needs an expiration date': msg`This document type needs an expiration date.`,
  'This document type has no expiration date': msg`This document type has no expiration date.`,
  'A replacement must be of the same employee and document type': msg`A replacement must be of the same employee and document type.`,
  'Please give a reason for declining': msg`Please give a reason for declining.`,
  'This document has no removal request to decline': msg`This document has no removal request to decline.`,
  'A document type is required': msg`A document type is required.`,
  'A tag is required': msg`A tag is required.`,
  'The tag must be at most 100 characters': msg`The tag must be at most 100 characters.`,
  'Amounts are written as 1234.56': msg`Amounts are written as 1234.56.`,
  'A message needs a text or an attachment': msg`A message needs a text or an attachment.`,
  'Account disabled': msg`This account may not sign in.`,
  'Give a reason of 5 to 500 characters.': msg`Give a reason of 5 to 500 characters.`,
  'Users with access to all companies cannot be impersonated.': msg`Provider staff cannot be impersonated`,
};

/** The API's messages with a number or a size in them. */
const patterns: ApiMessageTexts['patterns'] = [
  // server/src/accounting-reading/upload-reading.ts: the document it repeats, by file name and upload time (ISO).
  {
    pattern: /^Duplicate invoice: the same supplier, number and total were already uploaded as "(.*)" on (\S+)$/s,
    text: ([, name = '', at = '']) => {
      const date = formatDate(at);
      return msg`This invoice (same supplier, number and total) is already among the company's documents: "${name}", uploaded on ${date}.`;
    },
  },
  { pattern: /^File is larger than the (.+) limit$/, text: ([, limit = '']) => msg`The file is larger than the ${limit} limit.` },
  { pattern: /^At most (\d+) documents can be downloaded at once$/, text: ([, count = '']) => msg`At most ${count} documents can be downloaded at once.` },
  { pattern: /^At most (\d+) documents can be (?:deleted|updated) at once$/, text: ([, count = '']) => msg`At most ${count} documents can be changed at once.` },
  { pattern: /^(?:Feedback|A message|The .+) (?:must be|can have|may have) at most (\d+) characters$/, text: ([, count = '']) => msg`This text may have at most ${count} characters.` },
];

/** Codes only a later screen meets: their texts stay out of the first load (server-error-text.ts). */
const byCode: ApiMessageTexts['byCode'] = {
  DUPLICATE_INVOICE: msg`This invoice (same supplier, number and total) is already among the company's documents.`,
};

provideApiMessageTexts({ known, patterns, byCode });
