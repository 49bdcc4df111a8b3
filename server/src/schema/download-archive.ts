import { inArray } from 'drizzle-orm';
import type { GraphQLContext } from '../context';
import type { SchemaModule } from './schema-module';
import { columnKey } from '../keystone/build-list-schema';
import { findMany, requireSignedIn } from '../keystone/query';
import type { ListKey } from '../keystone/types';
import { lists } from '../lists';
import { badInput, forbidden } from '../lists/shared/errors';
import { recordArchiveExport, type ArchiveEntry } from '../storage/archive-exports';
import { uniqueEntryNames } from '../storage/archive-entry-names';
import { signArchiveUrl } from '../storage/archive-url';
import { archiveFileName } from './archive-name';

/** The lists whose attachments can be exported as one ZIP; each value is the list's key. */
const ARCHIVE_LISTS = { HrSalary: 'HrSalary', AccountingDocument: 'AccountingDocument' } as const satisfies Record<string, ListKey>;
type ArchiveList = keyof typeof ARCHIVE_LISTS;

/** Bounds the work of one export (the benchmark exports 500 files of 1 MB). */
export const MAX_ARCHIVE_ITEMS = 1000;
const ARCHIVE_URL_TTL_SECONDS = 300;

/**
 * The stored files of exactly these items, in the order asked, read through the list's read access.
 * Any id the caller may not read (or that does not exist) refuses the whole request: a partial ZIP
 * would look complete to the person who asked for it.
 */
async function readableEntries(context: GraphQLContext, listName: ArchiveList, ids: readonly string[]): Promise<{ entries: ArchiveEntry[]; dates: unknown[] }> {
  const list = lists[ARCHIVE_LISTS[listName]];
  const fileField = Object.values(list.fields).find((field) => field.kind === 'file');
  if (!fileField || fileField.kind !== 'file') throw new Error(`${list.key} has no file field`);
  const keyProperty = columnKey(list.table, fileField.keyColumn);
  const rows = await findMany(lists, list, context, { take: ids.length }, inArray(list.idColumn, [...ids]));
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  const files = ids.map((id) => {
    const row = byId.get(id);
    const key = row?.[keyProperty];
    if (!row || typeof key !== 'string') throw forbidden('You may not download one or more of these documents');
    return { key, filename: String(row.filename ?? 'file') };
  });
  const names = uniqueEntryNames(files.map((file) => file.filename));
  return { entries: files.map((file, index) => ({ key: file.key, name: names[index] ?? file.filename })), dates: rows.map((row) => row.date) };
}

export const downloadArchiveModule: SchemaModule = {
  typeDefs: /* GraphQL */ `
"The lists whose documents can be downloaded together as one ZIP."
enum ArchiveList {
  HrSalary
  AccountingDocument
}

extend type Mutation {
  """
  A signed same-origin link, valid 5 minutes, that streams a ZIP of these items' files, named by
  their original file names (made unique). Refused as a whole if the caller may not read any one.
  """
  downloadArchiveUrl(list: ArchiveList!, ids: [ID!]!): String!
}`,
  resolvers: {
    Mutation: {
      async downloadArchiveUrl(_, { list, ids }, context) {
        const principal = requireSignedIn(context);
        const unique = [...new Set(ids)];
        if (unique.length === 0) throw badInput('Choose at least one document to download');
        if (unique.length > MAX_ARCHIVE_ITEMS) throw badInput(`At most ${MAX_ARCHIVE_ITEMS} documents can be downloaded at once`);
        const { entries, dates } = await readableEntries(context, list, unique);
        const expiresAt = new Date(Date.now() + ARCHIVE_URL_TTL_SECONDS * 1000);
        const id = await recordArchiveExport(context.db, { userId: principal.user.id, list, entries, expiresAt });
        const filename = archiveFileName(list, dates, new Date());
        return signArchiveUrl(context.config.secret, { id, filename }, ARCHIVE_URL_TTL_SECONDS);
      },
    },
  },
};
