import { Button, Checkbox, VisuallyHidden } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CredentialRow } from '@faena/contracts';
import { TwoLineCell } from '../../../components/ui/two-line-cell';
import type { GridRow } from '../../../components/ui/use-server-grid';
import { formatDate } from '../../../lib/format';
import type { IdentificationOptions } from '../api/identification.api';
import { CredentialStatusBadge } from './status-badge';

type Column = ColumnDef<GridRow<CredentialRow>>;
type Selection = ReadonlySet<string>;

export interface CredentialColumnsArgs {
  options: IdentificationOptions;
  /** the credentials chosen for printing */
  selected: Selection;
  setSelected: (update: (s: Selection) => Selection) => void;
  onInactivate: (row: CredentialRow) => void;
}

const toggled = (s: Selection, id: string, on: boolean): Selection => {
  const next = new Set(s);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

const selectColumn = (t: TFunction, args: CredentialColumnsArgs): Column => ({
  id: 'select',
  header: () => <VisuallyHidden>{t('print.select')}</VisuallyHidden>,
  enableSorting: false,
  cell: ({ row }) => (
    <Checkbox
      size="sm"
      aria-label={t('print.selectOne', { name: row.original.fullName })}
      disabled={row.original.status === 'I'}
      checked={args.selected.has(row.original.credentialId)}
      onChange={(e) => {
        const on = e.currentTarget.checked;
        args.setSelected((s) => toggled(s, row.original.credentialId, on));
      }}
      data-testid={`select-${row.original.credentialId}`}
    />
  ),
  meta: { noExport: true },
});

const personColumn = (t: TFunction): Column => ({
  accessorKey: 'fullName',
  header: t('grid.person'),
  enableSorting: false,
  cell: ({ row }) => (
    <TwoLineCell
      primary={row.original.fullName}
      secondary={`${row.original.documentType} ${row.original.documentNumber}`}
    />
  ),
  meta: { phone: 'title' },
});

const typeColumn = (t: TFunction, options: IdentificationOptions): Column => {
  const typeName = (code: string) =>
    options.credentialTypes.find((c) => c.value === code)?.label ?? code;
  return {
    accessorKey: 'credentialType',
    header: t('grid.type'),
    enableSorting: false,
    cell: ({ row }) => typeName(row.original.credentialType),
    meta: { exportValue: (r: CredentialRow) => typeName(r.credentialType) },
  };
};

const validityOf = (r: CredentialRow) => `${formatDate(r.startDate)} – ${formatDate(r.endDate)}`;

const validityColumn = (t: TFunction): Column => ({
  id: 'validity',
  header: t('grid.validity'),
  enableSorting: false,
  cell: ({ row }) => validityOf(row.original),
  meta: { exportValue: validityOf },
});

const referencesOf = (r: CredentialRow) =>
  [r.referenceCode1, r.referenceCode2].filter(Boolean).join(' · ');

const referencesColumn = (t: TFunction): Column => ({
  id: 'references',
  header: t('grid.references'),
  enableSorting: false,
  cell: ({ row }) => referencesOf(row.original),
  meta: { exportValue: referencesOf },
});

const reasonsColumn = (t: TFunction, options: IdentificationOptions): Column => {
  const reasonName = (code: string | null) =>
    code === null ? '' : (options.reasons.find((r) => r.value === code)?.label ?? code);
  return {
    id: 'reasons',
    header: t('grid.reasons'),
    enableSorting: false,
    cell: ({ row }) => (
      <TwoLineCell
        primary={reasonName(row.original.issueReason)}
        secondary={reasonName(row.original.inactivationReason)}
      />
    ),
    meta: {
      exportValue: (r: CredentialRow) =>
        [reasonName(r.issueReason), reasonName(r.inactivationReason)].filter(Boolean).join(' / '),
    },
  };
};

const printedColumn = (t: TFunction): Column => ({
  accessorKey: 'printed',
  header: t('grid.printed'),
  enableSorting: false,
  cell: ({ row }) => t(`printed.${row.original.printed ? 'S' : 'N'}`),
  meta: { exportValue: (r: CredentialRow) => t(`printed.${r.printed ? 'S' : 'N'}`) },
});

const statusColumn = (t: TFunction): Column => ({
  accessorKey: 'status',
  header: t('grid.status'),
  enableSorting: false,
  cell: ({ row }) => <CredentialStatusBadge status={row.original.status} />,
  meta: {
    exportValue: (r: CredentialRow) => t(`status.${r.status}`),
    phone: 'status',
    nowrap: true,
  },
});

const actionsColumn = (t: TFunction, onInactivate: (row: CredentialRow) => void): Column => ({
  id: 'actions',
  header: t('common.actions'),
  enableSorting: false,
  cell: ({ row }) =>
    row.original.status === 'I' ? null : (
      <Button
        size="xs"
        variant="subtle"
        color="red"
        onClick={() => onInactivate(row.original)}
        data-testid={`inactivate-${row.original.credentialId}`}
      >
        {t('inactivate.action')}
      </Button>
    ),
  meta: { noExport: true },
});

/** The credentials grid: select for printing, person, company, type, validity, references, reasons, printed, status, inactivate. */
export function useCredentialColumns(args: CredentialColumnsArgs): Column[] {
  const { t } = useTranslation('identification');
  const { options, selected, setSelected, onInactivate } = args;
  return useMemo(
    () => [
      selectColumn(t, { options, selected, setSelected, onInactivate }),
      personColumn(t),
      { accessorKey: 'companyName', header: t('grid.company'), enableSorting: false },
      typeColumn(t, options),
      validityColumn(t),
      referencesColumn(t),
      reasonsColumn(t, options),
      printedColumn(t),
      statusColumn(t),
      actionsColumn(t, onInactivate),
    ],
    [t, options, selected, setSelected, onInactivate],
  );
}
