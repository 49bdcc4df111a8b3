/**
 * Names for the entries of one ZIP: the original file names, each made unique. Compared without
 * regard to case, because unpacking `Invoice.pdf` and `invoice.pdf` on Windows or macOS would
 * silently overwrite one with the other. Path separators are replaced, so no entry leaves the folder.
 */
export function uniqueEntryNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((raw) => {
    const name = raw.replace(/[/\\]/g, '_').trim() || 'file';
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
