/**
 * A stored name made readable, for names no catalogue knows yet (a field added to the API after this
 * portal was built): 'profileData' → 'Profile data', 'impersonation.start' → 'Impersonation start'.
 * English-ish, but never the raw key; the words tables are what users normally read.
 */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[._\-\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
