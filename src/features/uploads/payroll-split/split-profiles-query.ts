import { graphql } from '@/gql';
import type { SplitEmployee } from '@/domain/payroll-split';
import { gqlRequest } from '@/lib/graphql';
import type { DirectoryEmployee } from '@/features/uploads/api/upload-directory-query';

// The HR profile's names and matricule, read when a payroll PDF is split: they let a page that
// writes "DA COSTA José" or shows a matricule find its employee. Asked at that moment only and not
// cached: the profile holds more than these three fields (bank, address), and only they are kept.

export const SplitProfilesDocument = graphql(`
  query PayrollSplitProfiles {
    companyEmployees(where: { isArchived: { equals: false } }) {
      id
      profileData
    }
  }
`);

type Identity = { firstName?: unknown; lastName?: unknown; socialSecurityNumber?: unknown };
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

function identityOf(profileData: unknown): Identity {
  if (typeof profileData !== 'object' || profileData === null) return {};
  const identity = (profileData as { identity?: unknown }).identity;
  return typeof identity === 'object' && identity !== null ? (identity as Identity) : {};
}

/**
 * The directory's employees as the split matches them. Offline, or if the profiles cannot be read,
 * names and codes alone still identify pages (only a matricule-only page is then left to the user).
 */
export async function splitEmployees(directory: readonly DirectoryEmployee[]): Promise<SplitEmployee[]> {
  const profiles = new Map<string, Identity>();
  try {
    const result = await gqlRequest(SplitProfilesDocument);
    for (const row of result.companyEmployees ?? []) profiles.set(row.id, identityOf(row.profileData));
  } catch {
    // Names and codes are enough to split; see above.
  }
  return directory.map((e) => {
    const identity = profiles.get(e.id) ?? {};
    return {
      id: e.id,
      companyId: e.company?.id ?? '',
      code: e.code ?? null,
      name: e.name ?? '',
      firstName: text(identity.firstName),
      lastName: text(identity.lastName),
      matricule: text(identity.socialSecurityNumber),
    };
  });
}
