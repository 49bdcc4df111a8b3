// Reads the portal's Lingui catalogs (locales/{locale}/messages.po) so the API answers in the same
// words as the portal. Only plain msgid/msgstr pairs are read: the texts the API translates are
// simple sentences (no plurals), and Lingui writes them with the English source as msgid.

/** Unescapes a PO string literal's body (the part between the quotes). */
function unquote(literal: string): string {
  return literal.replace(/\\(["\\nt])/g, (_, c: string) => ({ n: '\n', t: '\t' })[c] ?? c);
}

/** English source text → translation; entries with an empty msgstr are left out. */
export function parsePoCatalog(source: string): Map<string, string> {
  const catalog = new Map<string, string>();
  let msgid: string | null = null;
  let msgstr: string | null = null;
  let current: 'id' | 'str' | null = null;
  const flush = () => {
    if (msgid && msgstr) catalog.set(msgid, msgstr);
    msgid = msgstr = current = null;
  };
  for (const line of source.split(/\r?\n/)) {
    const entry = /^(msgid|msgstr) "(.*)"$/.exec(line);
    const continuation = /^"(.*)"$/.exec(line);
    if (entry?.[1] === 'msgid') {
      flush();
      msgid = unquote(entry[2] ?? '');
      current = 'id';
    } else if (entry?.[1] === 'msgstr') {
      msgstr = unquote(entry[2] ?? '');
      current = 'str';
    } else if (continuation && current === 'id') msgid += unquote(continuation[1] ?? '');
    else if (continuation && current === 'str') msgstr += unquote(continuation[1] ?? '');
    else if (line.trim() === '') flush();
  }
  flush();
  return catalog;
}
