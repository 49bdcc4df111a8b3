import type { ReactNode } from 'react';

export interface ManagerColumn<T> {
  accessor: string;
  title: string;
  sortable?: boolean;
  /** Shown until the user hides it with the column picker. */
  render?: (record: T) => ReactNode;
  /** The CSV cell; defaults to the record's value under `accessor`. */
  csv?: (record: T) => unknown;
}

export interface FilterPill {
  id: string;
  label: string;
}

/** A yes/no field that can be set on many records at once. */
export interface BulkFlag {
  field: string;
  label: string;
}
