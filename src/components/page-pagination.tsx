import { useLingui } from '@lingui/react/macro';
import { Pagination, type PaginationProps } from '@mantine/core';

/**
 * Mantine's Pagination with names on every button: its arrows are bare icons and screen readers
 * (and axe's button-name rule) need "Next page", "Page 3". Every paged list uses this one.
 */
export function PagePagination(props: PaginationProps) {
  const { t } = useLingui();
  const controlLabels = { first: t`First page`, previous: t`Previous page`, next: t`Next page`, last: t`Last page` };
  return <Pagination getItemProps={(page) => ({ 'aria-label': t`Page ${page}` })} getControlProps={(control) => ({ 'aria-label': controlLabels[control] })} {...props} />;
}
