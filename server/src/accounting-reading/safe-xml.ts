// The one XML parser of the accounting reader: saxes (a conforming, non-validating parser) with the
// attacks of untrusted XML shut out. A document type declaration is refused outright — it is the
// only way to declare entities, so XXE (external entities) and "billion laughs" (nested expansion)
// never start — and an entity saxes does not know by itself is an error, not an expansion.
// Bounded: bytes, nesting depth and element count, so a hostile file costs little before it fails.
import { SaxesParser } from 'saxes';

export interface XmlElement {
  /** The local name ('Invoice', 'ID'): e-invoices prefix freely (cbc:, ram:, none). */
  name: string;
  namespace: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

export const XML_LIMITS = { maxBytes: 5 * 1024 * 1024, maxDepth: 64, maxElements: 200_000 };

/** Why an XML file was refused, for a person to be told in their language. */
export type XmlRefusal = 'tooLarge' | 'tooDeep' | 'tooManyElements' | 'doctype' | 'malformed';

export class XmlRefused extends Error {
  constructor(
    readonly reason: XmlRefusal,
    message: string,
  ) {
    super(message);
  }
}

/** The document's root element, or XmlRefused with why (too large, too deep, a DTD, not well-formed). */
export function parseXml(source: string | Uint8Array, limits = XML_LIMITS): XmlElement {
  const bytes = typeof source === 'string' ? Buffer.byteLength(source) : source.byteLength;
  if (bytes > limits.maxBytes) throw new XmlRefused('tooLarge', `XML larger than ${limits.maxBytes} bytes`);
  const text = typeof source === 'string' ? source : new TextDecoder('utf-8', { fatal: false }).decode(source);
  const parser = new SaxesParser({ xmlns: true, position: false });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let elements = 0;
  parser.on('doctype', () => {
    throw new XmlRefused('doctype', 'XML with a document type declaration (DTD) is refused: it could declare entities');
  });
  parser.on('opentag', (tag) => {
    if (++elements > limits.maxElements) throw new XmlRefused('tooManyElements', `XML with more than ${limits.maxElements} elements`);
    if (stack.length >= limits.maxDepth) throw new XmlRefused('tooDeep', `XML nested deeper than ${limits.maxDepth} levels`);
    const attributes: Record<string, string> = {};
    for (const attribute of Object.values(tag.attributes)) attributes[attribute.local] = attribute.value;
    const element: XmlElement = { name: tag.local, namespace: tag.uri, attributes, children: [], text: '' };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  const addText = (chunk: string) => {
    const current = stack.at(-1);
    if (current) current.text += chunk;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => void stack.pop());
  parser.on('error', (error) => {
    throw error instanceof XmlRefused ? error : new XmlRefused('malformed', `XML not well-formed: ${error.message}`);
  });
  try {
    parser.write(text).close();
  } catch (error) {
    throw error instanceof XmlRefused ? error : new XmlRefused('malformed', `XML not well-formed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!root) throw new XmlRefused('malformed', 'XML without a root element');
  return root;
}

/** The first descendant along `path` of local names ('AccountingSupplierParty/Party/PartyName/Name'). */
export function find(element: XmlElement | undefined, path: string): XmlElement | undefined {
  let current = element;
  for (const step of path.split('/')) {
    current = current?.children.find((child) => child.name === step);
    if (!current) return undefined;
  }
  return current;
}

/** Every element matching the path's last step under the path's parent. */
export function findAll(element: XmlElement | undefined, path: string): XmlElement[] {
  const steps = path.split('/');
  const last = steps.pop() as string;
  const parent = steps.length > 0 ? find(element, steps.join('/')) : element;
  return parent?.children.filter((child) => child.name === last) ?? [];
}

/** The trimmed text at `path`, or undefined when absent or empty. */
export function textAt(element: XmlElement | undefined, path: string): string | undefined {
  const text = find(element, path)?.text.trim();
  return text ? text : undefined;
}
