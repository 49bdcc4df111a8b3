import classes from './stacked-table.module.css';

// A Mantine Table that becomes one card per row on a phone (stacked-table.module.css). The explicit
// roles keep it a table for screen readers once its elements are laid out as blocks (Safari drops a
// table's semantics when its display changes); a cell's label is its column's name on the card.

export const stackedScrollProps = { className: classes.scroll } as const;
export const stackedTableProps = { className: classes.table, role: 'table' } as const;
export const stackedGroupProps = { role: 'rowgroup' } as const;
export const stackedRowProps = { role: 'row' } as const;
export const stackedHeaderProps = { role: 'columnheader' } as const;

/** A cell of the card: `label` shown beside it on a phone; none for a cell that names itself (a checkbox). */
export function stackedCellProps(label?: string) {
  return { role: 'cell', 'data-label': label } as const;
}
