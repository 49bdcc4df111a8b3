// Why the API's access layer refused a call: `extensions.reason` of a FORBIDDEN error. The API sends
// the English text translated from the portal's catalogs (src/lib/graphql/access-refusals.ts holds
// them for Lingui); plain data here, shared by both sides.

export const ACCESS_REFUSAL_TEXTS = {
  NOT_ALLOWED: 'You do not have permission to do this.',
  SELF_LINK: 'Nobody links their own account to an employee record.',
  SELF_RIGHTS: 'Nobody changes the rights of an employee record linked to their own account.',
  GRANT_NEEDS_ROLE_MANAGER: 'Only someone who manages roles grants or removes this right.',
  SELF_REVIEW: 'Someone else must review this: you created this salary control or uploaded this document.',
} as const;

export type AccessRefusalReason = keyof typeof ACCESS_REFUSAL_TEXTS;
