import { isAccountingType, type AccountingType } from '@/domain/enums';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage-keys';

// The last type and tag a user gave an accounting file, per company: the next files of that
// company start with them (a client sends the same kind of documents month after month).

export type AccountingDefaults = { type: AccountingType | null; tag: string | null };

type Stored = Record<string, AccountingDefaults>;

/** Read back from local storage, so anything malformed is dropped rather than trusted. */
function readAll(): Stored {
  const raw = readJson(STORAGE_KEYS.accountingDefaults);
  if (!raw || typeof raw !== 'object') return {};
  const result: Stored = {};
  for (const [company, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!value || typeof value !== 'object') continue;
    const { type, tag } = value as Record<string, unknown>;
    result[company] = { type: isAccountingType(type) ? type : null, tag: typeof tag === 'string' && tag.trim() ? tag.slice(0, 100) : null };
  }
  return result;
}

export function lastAccountingDefaults(companyId: string): AccountingDefaults {
  return readAll()[companyId] ?? { type: null, tag: null };
}

export function rememberAccountingDefaults(companyId: string, patch: Partial<AccountingDefaults>): void {
  const all = readAll();
  const current = all[companyId] ?? { type: null, tag: null };
  const next = {
    type: patch.type !== undefined && isAccountingType(patch.type) ? patch.type : current.type,
    tag: patch.tag !== undefined && patch.tag?.trim() ? patch.tag.trim() : current.tag,
  };
  try {
    writeJson(STORAGE_KEYS.accountingDefaults, { ...all, [companyId]: next });
  } catch {
    // A full local storage only costs the convenience of a default; the staged file keeps its value.
  }
}
