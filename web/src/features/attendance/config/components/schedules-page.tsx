import { Badge, Button, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttendanceScheduleRow, CommandResult } from '@faena/contracts';
import { DataGrid } from '../../../../components/ui/data-grid';
import { useServerGrid, type GridRow } from '../../../../components/ui/use-server-grid';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { listAttendanceSchedules, pagesOf } from '../api/attendance-config.api';
import { ScheduleForm } from './schedule-form';
import { useAttendanceLive } from './use-attendance-live';

const fetchPage = pagesOf(listAttendanceSchedules);

/** A schedule's working days in short: "Lun–Vie 08:00–17:00"-like, one line per distinct time. */
function summary(r: AttendanceScheduleRow, day: (d: number) => string): string {
  const byTimes = new Map<string, number[]>();
  for (const d of r.days.filter((x) => !x.rest)) {
    const key = `${d.turn} ${d.entry ?? ''}–${d.exit ?? ''}`;
    byTimes.set(key, [...(byTimes.get(key) ?? []), d.day]);
  }
  return [...byTimes].map(([times, days]) => `${days.map(day).join(' ')} · ${times}`).join('; ');
}

/** /asistencia/horarios: the client's attendance schedules, a grid and its form. */
export function AttendanceSchedulesPage() {
  const { t } = useTranslation('attendanceConfig');
  const [editing, setEditing] = useState<AttendanceScheduleRow | 'new' | null>(null);
  const grid = useServerGrid<AttendanceScheduleRow>({
    fetchPage,
    rowId: (r) => r.scheduleId,
    onError: notifyError,
  });
  useAttendanceLive(grid.refetch);
  const columns = useMemo<Array<ColumnDef<GridRow<AttendanceScheduleRow>>>>(() => {
    const day = (kind: AttendanceScheduleRow['kind']) => (d: number) =>
      kind === 'weekly' || kind === 'flexible' ? t(`weekday.${d}`) : String(d);
    return [
      {
        accessorKey: 'code',
        header: t('common.code'),
        enableSorting: false,
        meta: { phone: 'title' },
      },
      { accessorKey: 'description', header: t('common.description'), enableSorting: false },
      {
        id: 'kind',
        accessorFn: (r) => r.kind,
        header: t('schedules.kind'),
        enableSorting: false,
        cell: ({ row }) => t(`kind.${row.original.kind}`),
        meta: { exportValue: (r: AttendanceScheduleRow) => r.kind },
      },
      {
        id: 'days',
        accessorFn: (r) => r.days.length,
        header: t('schedules.days'),
        enableSorting: false,
        cell: ({ row }) => <Text size="sm">{summary(row.original, day(row.original.kind))}</Text>,
        meta: {
          exportValue: (r: AttendanceScheduleRow) => summary(r, (d) => String(d)),
        },
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
        meta: { exportValue: (r: AttendanceScheduleRow) => (r.active ? 'S' : 'N') },
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
            data-testid={`edit-att-schedule-${row.original.code}`}
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
    <Stack data-testid="attendance-schedules-page">
      <Title order={1} size="h2">
        {t('schedules.title')}
      </Title>
      <Text c="dimmed">{t('schedules.subtitle')}</Text>
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          columns={columns}
          title={t('schedules.gridTitle')}
          exportFileName="horarios-asistencia"
          testId="attendance-schedules-grid"
          rowTestId={(r) => `att-schedule-row-${r.code}`}
          toolbar={
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setEditing('new')}
              data-testid="new-att-schedule"
            >
              {t('common.new')}
            </Button>
          }
        />
      </Paper>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('schedules.formTitle')}
        size="auto"
        fullScreen={typeof window !== 'undefined' && window.innerWidth < 768}
      >
        {editing !== null && (
          <ScheduleForm
            row={editing === 'new' ? undefined : editing}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
