import { randomUUID } from 'node:crypto';
import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Primary keys are opaque strings, as Keystone's cuids are: never sequential, never guessable. */
export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date());

/**
 * A stored file, as Keystone's file field keeps it: the storage key (never shown), the sanitised
 * original name, its size and the SHA-256 of the bytes as stored.
 */
export function attachmentColumns(prefix: string) {
  return {
    fileKey: text(`${prefix}_key`),
    filename: text(`${prefix}_filename`),
    filesize: integer(`${prefix}_filesize`),
    sha256: text(`${prefix}_sha256`),
    mimetype: text(`${prefix}_mimetype`),
  };
}
