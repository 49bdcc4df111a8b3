import { createGraphQLError } from 'graphql-yoga';
import { sanitizeFileName } from '../../../src/domain/staging';
import { UPLOAD_REFUSAL_TEXTS, type UploadRefusalReason } from '../../../src/domain/upload-refusals';
import { callerLanguage } from '../access/refusals';
import { auditAs, recordAudit } from '../audit/record';
import type { Db } from '../db/client';
import { answerLanguage, translate } from '../i18n/translate';
import type { Logger } from '../log';
import { ScannerUnavailable, type MalwareScanner } from './clamd';
import type { FileStorage, Uploader } from './file-storage';

/** The audit action of a refused infected upload. */
export const MALWARE_AUDIT_ACTION = 'upload.malware';

/**
 * Every save goes through the scanner before the storage sees a byte, and only a clean verdict
 * lets it through (fail closed): an infected file is refused for good (BAD_USER_INPUT, reason
 * MALWARE_FOUND) and audited; no verdict — clamd down, slow, over its size limit, an answer we do not
 * know — refuses it for now (SERVICE_UNAVAILABLE, which the portal's queue sends again later).
 * Either way nothing is stored. The file is read twice (scan, then store): a File is a Blob, and the
 * upload is already on disk (http/multipart-spool.ts), so the second read comes from the page cache.
 */
export function scanningFileStorage(storage: FileStorage, scanner: MalwareScanner, deps: { db: Pick<Db, 'insert'>; log: Logger }): FileStorage {
  return {
    ...storage,
    scanner,
    async save(file, options) {
      // Refused by the storage anyway, and for good: its refusal is the answer, not a scan's failure.
      if (file.size === 0 || file.size > options.maxBytes) return storage.save(file, options);
      let verdict;
      try {
        verdict = await scanner.scan(file);
      } catch (error) {
        if (!(error instanceof ScannerUnavailable)) throw error;
        deps.log.warn('upload refused: no malware scan verdict', { reason: error.message, list: options.uploader?.list });
        throw refusal(options.uploader, 'SCANNER_UNAVAILABLE', 'SERVICE_UNAVAILABLE');
      }
      if (!verdict.clean) {
        const details = { signature: verdict.signature, filename: sanitizeFileName(file.name), filesize: file.size };
        await recordMalware(deps.db, options.uploader, details);
        deps.log.warn('upload refused: malware found', { ...details, list: options.uploader?.list });
        throw refusal(options.uploader, 'MALWARE_FOUND', 'BAD_USER_INPUT');
      }
      return storage.save(file, options);
    },
  };
}

function recordMalware(db: Pick<Db, 'insert'>, uploader: Uploader | undefined, details: Record<string, unknown>): Promise<void> {
  // The uploader's own database handle when there is one (the request's), else the service's.
  if (!uploader) return recordAudit(db, { actorId: null, onBehalfOfId: null, action: MALWARE_AUDIT_ACTION, details });
  return auditAs(uploader.context.db, uploader.context, { action: MALWARE_AUDIT_ACTION, list: uploader.list, itemId: '', details });
}

/** The refusal in the uploader's language (without an uploader, the language of a caller who chose none). */
function refusal(uploader: Uploader | undefined, reason: UploadRefusalReason, code: 'BAD_USER_INPUT' | 'SERVICE_UNAVAILABLE') {
  const language = uploader ? callerLanguage(uploader.context) : answerLanguage(null, null);
  return createGraphQLError(translate(language, UPLOAD_REFUSAL_TEXTS[reason]), { extensions: { code, reason } });
}

/**
 * What /healthz says of the scanner: null without one (the answer stays as it was), else whether
 * clamd answers now. Reported, not judged: while it is down only uploads wait (refused as retryable);
 * downloads and everything else work, so the instance stays in the load balancer (README).
 */
export async function scannerHealth(storage: FileStorage): Promise<{ scanner: 'ok' | 'down' } | null> {
  if (!storage.scanner) return null;
  return { scanner: (await storage.scanner.ping()) ? 'ok' : 'down' };
}
