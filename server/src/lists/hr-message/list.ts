import type { SQL } from 'drizzle-orm';
import type { GraphQLContext } from '../../context';
import { hrMessages } from '../../db/schema';
import type { ListDef, Row } from '../../keystone/types';
import { ownOrCompanyHr } from '../company-employee/list';
import { userDisplayName } from '../shared/rows-by-id';

/**
 * Messages of the threads the caller takes part in: their own thread, the threads of a company
 * where they are HR, and every thread for the fiduciary's HR staff and admins.
 */
export function hrMessageReadFilter(context: GraphQLContext): SQL | boolean {
  const scope = context.scope;
  if (!scope) return false;
  if (scope.provider.allCompanies || scope.provider.humanResources) return true;
  return ownOrCompanyHr(scope, hrMessages.employeeId);
}

/** The author's display name: the other participants may not read the author's user record. */
async function authorName(row: Row, context: GraphQLContext): Promise<string> {
  return (await userDisplayName(context, String(row.authorId))) ?? '';
}

export const hrMessageList: ListDef = {
  key: 'HrMessage',
  singular: 'hrMessage',
  plural: 'hrMessages',
  table: hrMessages,
  idColumn: hrMessages.id,
  fields: {
    id: { kind: 'id', column: hrMessages.id },
    employee: { kind: 'one', ref: 'CompanyEmployee', column: hrMessages.employeeId },
    body: { kind: 'text', column: hrMessages.body },
    attachment: { kind: 'file', keyColumn: hrMessages.fileKey },
    authorName: { kind: 'virtual', graphqlType: 'String', resolve: authorName },
    /** Whether the caller wrote it: the portal aligns their own messages on the other side. */
    isMine: { kind: 'virtual', graphqlType: 'Boolean', resolve: (row, context) => row.authorId === context.scope?.userId },
    /**
     * Beyond Keystone: the key the author's device sent it with, for the author only, so the portal
     * can tell its own waiting copy from the one the API now has (and show it once).
     */
    uploadKey: {
      kind: 'virtual',
      graphqlType: 'String',
      reads: ['authorId', 'uploadKey'],
      resolve: (row, context) => (row.authorId === context.scope?.userId ? (row.uploadKey ?? null) : null),
    },
    createdAt: { kind: 'timestamp', column: hrMessages.createdAt },
  },
  readFilter: hrMessageReadFilter,
  readers: 'the thread\'s employee; the company\'s HR, hidden employees excepted; the fiduciary\'s HR staff and admins',
};
