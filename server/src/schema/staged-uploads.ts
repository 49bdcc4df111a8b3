import { eq, sql } from 'drizzle-orm';
import { isImpersonating } from '../access/impersonation';
import type { SchemaModule } from './schema-module';
import { stagedUploadReports } from '../db/schema';
import { requireSignedIn } from '../keystone/query';
import { badInput } from '../lists/shared/errors';

// Staged files live in the browser (IndexedDB), so the API knows a user's staged-upload count only
// as the user's devices report it (issue #13: "their staged-upload count if known"). Each device
// reports its unsent count when it changes; support reads the sum on the user inspection screen.

const DEVICE_ID = /^[A-Za-z0-9-]{8,64}$/;
const MAX_COUNT = 100_000;

export const stagedUploadsModule: SchemaModule = {
  typeDefs: /* GraphQL */ `
"What a user's devices last reported of their staged, unsent uploads (admin tools)."
type AdminStagedUploads {
  "Files staged and not yet sent, summed over the devices that reported."
  count: Int!
  "Devices that reported at least once."
  devices: Int!
  "The latest report."
  reportedAt: DateTime!
}

extend type Query {
  "A user's staged-upload count, or null when none of their devices has reported one (admin tools)."
  adminUserStagedUploads(userId: ID!): AdminStagedUploads
}

extend type Mutation {
  """
  The signed-in user's device tells how many files it holds staged and unsent (beyond Keystone).
  Ignored while impersonating (the admin's browser is not the user's device): answers false.
  """
  reportStagedUploads(device: String!, count: Int!): Boolean!
}`,
  resolvers: {
    Query: {
      async adminUserStagedUploads(_, { userId }, context) {
        const [row] = await context.db
          .select({
            count: sql<number>`coalesce(sum(${stagedUploadReports.count}), 0)::int`,
            devices: sql<number>`count(*)::int`,
            reportedAt: sql<Date | null>`max(${stagedUploadReports.reportedAt})`,
          })
          .from(stagedUploadReports)
          .where(eq(stagedUploadReports.userId, userId));
        if (!row || row.devices === 0 || !row.reportedAt) return null;
        return { count: row.count, devices: row.devices, reportedAt: new Date(row.reportedAt) };
      },
    },
    Mutation: {
      async reportStagedUploads(_, { device, count }, context) {
        const principal = requireSignedIn(context);
        if (!DEVICE_ID.test(device)) throw badInput('device must be 8 to 64 letters, digits or dashes');
        if (!Number.isInteger(count) || count < 0 || count > MAX_COUNT) throw badInput(`count must be 0 to ${MAX_COUNT}`);
        if (isImpersonating(principal)) return false;
        const reportedAt = new Date();
        await context.db
          .insert(stagedUploadReports)
          .values({ userId: principal.user.id, deviceId: device, count, reportedAt })
          .onConflictDoUpdate({ target: [stagedUploadReports.userId, stagedUploadReports.deviceId], set: { count, reportedAt } });
        return true;
      },
    },
  },
};

