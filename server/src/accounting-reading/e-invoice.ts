import type { Reading } from '../../../src/domain/accounting-reading-fields';
import { isCii, readCii } from './cii';
import { parseXml, XmlRefused } from './safe-xml';
import { isUbl, readUbl } from './ubl';

/**
 * An e-invoice's exact fields: UBL 2.1 (Peppol BIS 3.0) or CII (XRechnung, Factur-X). Null when the
 * XML is neither; XmlRefused when it is not safe or not well-formed.
 */
export function readEInvoice(xml: string | Uint8Array): Reading | null {
  const root = parseXml(xml);
  if (isUbl(root)) return readUbl(root);
  if (isCii(root)) return readCii(root);
  return null;
}

export { XmlRefused };
