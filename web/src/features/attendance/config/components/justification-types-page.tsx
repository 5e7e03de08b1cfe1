import { Badge, Button, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, JustificationTypeRow } from '@faena/contracts';
import { DataGrid } from '../../../../components/ui/data-grid';
import { useServerGrid, type GridRow } from '../../../../components/ui/use-server-grid';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { listJustificationTypes, pagesOf } from '../api/attendance-config.api';
import { JustificationTypeForm } from './justification-type-form';
import { useAttendanceLive } from './use-attendance-live';

const fetchPage = pagesOf(listJustificationTypes);

/** /asistencia/justificaciones: the client's justification types (applied from /asistencia/personas). */
export function JustificationTypesPage() {
  const { t } = useTranslation('attendanceConfig');
  const [editing, setEditing] = useState<JustificationTypeRow | 'new' | null>(null);
  const grid = useServerGrid<JustificationTypeRow>({
    fetchPage,
    rowId: (r) => r.typeId,
    onError: notifyError,
  });
  useAttendanceLive(grid.refetch);
  const columns = useMemo<Array<ColumnDef<GridRow<JustificationTypeRow>>>>(() => {
    const yes = (v: boolean) => (v ? t('common.yes') : t('common.no'));
    return [
      {
        accessorKey: 'code',
        header: t('common.code'),
        enableSorting: false,
        meta: { phone: 'title' },
      },
      { accessorKey: 'description', header: t('common.description'), enableSorting: false },
      {
        id: 'origin',
        accessorFn: (r) => r.origin,
        header: t('justifications.origin'),
        enableSorting: false,
        cell: ({ row }) => t(`origin.${row.original.origin}`),
        meta: { exportValue: (r: JustificationTypeRow) => r.origin },
      },
      {
        id: 'paid',
        accessorFn: (r) => r.paid,
        header: t('justifications.paid'),
        enableSorting: false,
        cell: ({ row }) => yes(row.original.paid),
        meta: { exportValue: (r: JustificationTypeRow) => (r.paid ? 'S' : 'N') },
      },
      {
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
      },
      {
        id: 'rules',
        accessorFn: (r) => (r.applyInFuture || r.requiresObservation ? 'S' : ''),
        header: t('justifications.rules'),
        enableSorting: false,
        cell: ({ row }) =>
          [
            row.original.applyInFuture ? t('justifications.applyInFuture') : null,
            row.original.requiresObservation ? t('justifications.requiresObservation') : null,
          ]
            .filter(Boolean)
            .join(' · '),
      },
      {
        id: 'active',
        accessorFn: (r) => r.active,
        header: t('common.state'),
        enableSorting: false,
        cell: ({ row }) => (
          <Badge color={row.original.active ? 'teal' : 'gray'} variant="light">
            {row.original.active ? t('common.active') : t('common.inactive')}
          </Badge>
        ),
        meta: { exportValue: (r: JustificationTypeRow) => (r.active ? 'S' : 'N') },
      },
      {
        id: 'actions',
        header: t('common.actions'),
        enableSorting: false,
        cell: ({ row }) => (
          <Button
            size="xs"
            variant="subtle"
            onClick={() => setEditing(row.original)}
            data-testid={`edit-jt-${row.original.code}`}
          >
            {t('common.edit')}
          </Button>
        ),
      },
    ];
  }, [t]);
  const saved = async (result: CommandResult) => {
    await grid.refetch(result.position);
    setEditing(null);
    notifySuccess(t('common.saved'));
  };
  return (
    <Stack data-testid="justification-types-page">
      <Title order={1} size="h2">
        {t('justifications.title')}
      </Title>
      <Text c="dimmed">{t('justifications.subtitle')}</Text>
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          columns={columns}
          title={t('justifications.gridTitle')}
          exportFileName="tipos-justificacion"
          testId="justification-types-grid"
          rowTestId={(r) => `jt-row-${r.code}`}
          toolbar={
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setEditing('new')}
              data-testid="new-jt"
            >
              {t('common.new')}
            </Button>
          }
        />
      </Paper>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('justifications.formTitle')}
        size="lg"
      >
        {editing !== null && (
          <JustificationTypeForm
            row={editing === 'new' ? undefined : editing}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
