import { and, eq, sql } from 'drizzle-orm';
import { validateHrProfile } from '../../../../src/domain/hr-profile';
import type { HrProfileData } from '../../../../src/domain/hr-profile-fields';
import { describeHrProfileErrors, HR_PROFILE_ANSWERS } from '../../../../src/domain/hr-profile-messages';
import { mayChangeBankDetails } from '../../access/employees';
import { isImpersonating } from '../../access/impersonation';
import { authorizeWrite, commitWrite } from '../../access/run-write';
import { loadWriteTarget } from '../../access/write-target';
import type { GraphQLContext } from '../../context';
import { companyEmployees, profileVersions, users } from '../../db/schema';
import { answerLanguage, translate } from '../../i18n/translate';
import { requireSignedIn } from '../../keystone/query';
import { lists } from '..';
import { companyEmployeeWrites } from './access';

export type UpdateHrProfileAnswer = { error: boolean; message: string; code: 'INVALID' | 'STALE' | 'FORBIDDEN' | null; version: number | null };

function sameBankDetails(before: unknown, after: HrProfileData): boolean {
  const old = (typeof before === 'object' && before !== null ? (before as Record<string, unknown>)['bank'] : null) ?? {};
  const oldBank = old as Record<string, unknown>;
  return Object.entries(after.bank).every(([key, value]) => (oldBank[key] ?? null) === value);
}

/** Another save came first: the transaction is rolled back and the caller answered STALE. */
class StaleProfile extends Error {}

/**
 * updateHrProfile(id, data, expectedVersion): validates with the rules the portal uses, refuses a
 * stale edit when expectedVersion is given (the version is bumped in the same conditional UPDATE,
 * so two saves can never both pass), and keeps every saved version in the history.
 * Expected refusals are answers `{ error: true, message }` in the caller's language (spec §7, §8).
 */
export async function updateHrProfile(
  context: GraphQLContext,
  { id, data, expectedVersion }: { id: string; data: unknown; expectedVersion?: number | null },
): Promise<UpdateHrProfileAnswer> {
  const principal = requireSignedIn(context);
  const language = answerLanguage(principal.user.language, context.request.headers.get('accept-language'));
  const say = (english: string) => translate(language, english);
  const employee = await loadWriteTarget(context, lists, 'CompanyEmployee', id, 'Employee');
  await authorizeWrite(context, companyEmployeeWrites, { list: 'CompanyEmployee', operation: 'update', item: employee, changes: { profileData: data } });
  const result = validateHrProfile(data);
  if (!result.ok) return { error: true, code: 'INVALID', message: describeHrProfileErrors(result.errors, say), version: null };
  // An answer in the form, not an access refusal: the rest of the profile may be saved for the user.
  if (!mayChangeBankDetails({ impersonating: isImpersonating(principal) }) && !sameBankDetails(employee.profileData, result.value)) {
    return { error: true, code: 'FORBIDDEN', message: say(HR_PROFILE_ANSWERS.bankWhileImpersonating), version: null };
  }
  const profile = result.value as Record<string, unknown>;
  let version: number | null = null;
  try {
    await commitWrite(context, {
      list: 'CompanyEmployee',
      action: 'updateHrProfile',
      write: async (tx) => {
        const versionMatches = expectedVersion == null ? undefined : eq(companyEmployees.profileVersion, expectedVersion);
        const [row] = await tx
          .update(companyEmployees)
          .set({ profileData: profile, profileVersion: sql`${companyEmployees.profileVersion} + 1` })
          .where(and(eq(companyEmployees.id, id), versionMatches))
          .returning({ version: companyEmployees.profileVersion });
        if (!row) throw new StaleProfile();
        version = row.version;
        // History holds every saved version with who saved it; the first save also keeps the version it
        // replaces, so nothing entered before the history began is lost.
        const [earlier] = await tx.select({ id: profileVersions.id }).from(profileVersions).where(eq(profileVersions.employeeId, id)).limit(1);
        // One clock for both rows (the database's now() is the transaction start), so the order holds.
        const at = new Date();
        if (!earlier) await tx.insert(profileVersions).values({ employeeId: id, data: employee.profileData as Record<string, unknown>, changedById: null, createdAt: new Date(at.getTime() - 1) });
        await tx.insert(profileVersions).values({ employeeId: id, data: profile, changedById: principal.actor.id, createdAt: at });
        return id;
      },
    });
  } catch (error) {
    if (error instanceof StaleProfile) return { error: true, code: 'STALE', message: say(HR_PROFILE_ANSWERS.stale), version: null };
    throw error;
  }
  return { error: false, code: null, message: say(HR_PROFILE_ANSWERS.saved), version };
}

/** The display name of whoever saved a version (their email's local part when they have no name). */
export async function savedByName(context: GraphQLContext, userId: string): Promise<string | null> {
  const [user] = await context.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  return user.name.trim() || user.email.split('@')[0] || null;
}
