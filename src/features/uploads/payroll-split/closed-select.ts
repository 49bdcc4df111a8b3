/**
 * The review's selects mount their options when opened only. Mantine keeps a closed select's
 * options in the page (hidden) by default: up to 30 pages to decide × the company's employees
 * (400 in bench:payroll-split) rendered for nothing, and each hidden list positioned on mount,
 * which forced the page's layout inside the review's first render (issue #45).
 */
export const CLOSED_SELECT_UNMOUNTED = { keepMounted: false } as const;
