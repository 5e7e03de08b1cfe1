import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { JustificationTypeRow } from '@faena/contracts';
import type { GridRow } from '../../../../components/ui/use-server-grid';
import { activeColumn, codeColumns, editColumn } from './config-grid';

type Column = ColumnDef<GridRow<JustificationTypeRow>>;

const originColumn = (t: TFunction): Column => ({
  id: 'origin',
  accessorFn: (r) => r.origin,
  header: t('justifications.origin'),
  enableSorting: false,
  cell: ({ row }) => t(`origin.${row.original.origin}`),
  meta: { exportValue: (r: JustificationTypeRow) => r.origin },
});

const paidColumn = (t: TFunction): Column => ({
  id: 'paid',
  accessorFn: (r) => r.paid,
  header: t('justifications.paid'),
  enableSorting: false,
  cell: ({ row }) => (row.original.paid ? t('common.yes') : t('common.no')),
  meta: { exportValue: (r: JustificationTypeRow) => (r.paid ? 'S' : 'N') },
});

/** "up to N times per period, H hours" */
const limitColumn = (t: TFunction): Column => ({
  id: 'limit',
  accessorFn: (r) => r.maxTimes,
  header: t('justifications.limit'),
  enableSorting: false,
  cell: ({ row }) =>
    t('justifications.limitText', {
      times: row.original.maxTimes,
      period: t(`period.${row.original.timesPeriod}`).toLocaleLowerCase(),
      hours: row.original.maxHours,
    }),
  meta: {
    exportValue: (r: JustificationTypeRow) => `${r.maxTimes}/${r.timesPeriod} ${r.maxHours}h`,
  },
});

const rulesOf = (r: JustificationTypeRow, t: TFunction) =>
  [
    r.applyInFuture ? t('justifications.applyInFuture') : null,
    r.requiresObservation ? t('justifications.requiresObservation') : null,
  ]
    .filter(Boolean)
    .join(' · ');

const rulesColumn = (t: TFunction): Column => ({
  id: 'rules',
  accessorFn: (r) => (r.applyInFuture || r.requiresObservation ? 'S' : ''),
  header: t('justifications.rules'),
  enableSorting: false,
  cell: ({ row }) => rulesOf(row.original, t),
});

/** The justification types grid, with each row's edit button. */
export function useJustificationTypeColumns(onEdit: (row: JustificationTypeRow) => void): Column[] {
  const { t } = useTranslation('attendanceConfig');
  return useMemo(
    () => [
      ...codeColumns<JustificationTypeRow>(t),
      originColumn(t),
      paidColumn(t),
      limitColumn(t),
      rulesColumn(t),
      activeColumn<JustificationTypeRow>(t),
      editColumn<JustificationTypeRow>(t, onEdit, (r) => `edit-jt-${r.code}`),
    ],
    [t, onEdit],
  );
}
