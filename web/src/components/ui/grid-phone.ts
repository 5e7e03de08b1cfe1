/**
 * Where a grid column goes in the phone's card layout: the card's heading (title), its badge
 * (status), a labelled line (detail), the button row at the bottom (actions), or nowhere (hidden).
 */
export type PhoneRole = 'title' | 'status' | 'detail' | 'actions' | 'hidden';

export interface PhoneColumn {
  id: string;
  /** the role the column spec declares (meta.phone) */
  phone?: PhoneRole;
  /** left out of the spreadsheet: action buttons, ticks */
  noExport?: boolean;
}

export type PhoneLayout = Record<PhoneRole, string[]>;

/** The role a column takes when its spec declares none (the title is chosen afterwards). */
function defaultRole(column: PhoneColumn): PhoneRole | undefined {
  if (column.id === 'RowIndex') return 'hidden';
  if (column.id === 'actions' || column.noExport) return 'actions';
  if (column.id === 'status') return 'status';
  return undefined;
}

/**
 * The card layout of a grid's columns, in column order: declared roles first; undeclared ones
 * default to hidden (RowIndex), actions (an `actions` column or one left out of the export),
 * status (a `status` column), the title (the first remaining column, when none is declared) and
 * detail (the rest).
 */
export function phoneLayout(columns: readonly PhoneColumn[]): PhoneLayout {
  const layout: PhoneLayout = { title: [], status: [], detail: [], actions: [], hidden: [] };
  let needsTitle = !columns.some((c) => c.phone === 'title');
  for (const column of columns) {
    const role = column.phone ?? defaultRole(column) ?? (needsTitle ? 'title' : 'detail');
    if (role === 'title') needsTitle = false;
    layout[role].push(column.id);
  }
  return layout;
}
