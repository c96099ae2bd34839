import type { ReactNode } from 'react';

/** One column of a resource list; `header` and cells are already translated. */
export interface ColumnSpec<Row> {
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  /** The server sorts by this column (`+key` / `-key`). */
  sortable?: boolean;
  /** May be hidden with the column picker (default true). */
  hideable?: boolean;
  align?: 'start' | 'end';
}

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: string;
  direction: SortDirection;
}

export interface Option {
  value: string;
  label: string;
  /** Indentation in a tree (0 = top). */
  depth?: number;
  disabled?: boolean;
}

export type FilterControl =
  | { kind: 'search' }
  | { kind: 'text' }
  | { kind: 'number' }
  | { kind: 'date' }
  | { kind: 'select'; options: readonly Option[] };

/** One filter of a list; its value lives in the URL under `param`. */
export interface FilterSpec {
  param: string;
  label: string;
  control: FilterControl;
}

export interface BulkAction {
  key: string;
  label: string;
  tone?: 'danger';
  run(ids: number[]): void;
}

export type ImportMode = 'all_or_nothing' | 'accepted_only';

export interface ImportRejection {
  row: number;
  field: string;
  message: string;
}

export interface ImportReport {
  accepted: number;
  rejected: readonly ImportRejection[];
  imported: boolean;
  mode: ImportMode;
}

/** The chosen file as the import sends it: CSV text, or an .xlsx workbook base64-encoded (and the sheet to read). */
export type ImportContent = { csv: string } | { xlsx: string; sheet?: string };

/** How far a running import is (rows processed of the rows to go through). */
export interface ImportProgressValue {
  done: number;
  total: number;
}

/** The answer of an import callback: the server's report, or a message to show. */
export type ImportOutcome = { report: ImportReport } | { error: string };
