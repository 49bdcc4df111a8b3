/**
 * TanStack's Link marks itself as the current page (`aria-current="page"`, which screen readers
 * announce) on every page under its address by default: a link back to a list, shown on one of
 * its items, was read as the page itself, and "Employees" (/hr) in the navigation on every HR page.
 * Links that lead up or back take these options: marked only on their own page.
 */
export const ONLY_ON_ITS_OWN_PAGE = { exact: true } as const;
