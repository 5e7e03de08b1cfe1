import { Button, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, ScheduleRow } from '@faena/contracts';
import { DataGrid } from '../../../../components/ui/data-grid';
import { useAccessRulesLive } from './use-access-rules-live';
import { useServerGrid, type GridRow } from '../../../../components/ui/use-server-grid';
import { formatDate } from '../../../../lib/format';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { listSchedules, listZones, pagesOf } from '../api/access-rules.api';
import { ScheduleForm } from './schedule-form';

const fetchPage = pagesOf(listSchedules);

/** /acceso/horarios: the client's access schedules, a grid and its form. */
export function SchedulesPage() {
  const { t } = useTranslation('accessRules');
  const [editing, setEditing] = useState<ScheduleRow | 'new' | null>(null);
  const [divisions, setDivisions] = useState<string[]>([]);
  useEffect(() => {
    listZones().then(
      (zones) => setDivisions([...new Set(zones.map((z) => z.divisionId))]),
      notifyError,
    );
  }, []);
  const grid = useServerGrid<ScheduleRow>({
    fetchPage,
    rowId: (r) => r.scheduleId,
    onError: notifyError,
  });
  useAccessRulesLive(grid.refetch);
  const columns = useMemo<Array<ColumnDef<GridRow<ScheduleRow>>>>(
    () => [
      {
        accessorKey: 'code',
        header: t('common.code'),
        enableSorting: false,
        meta: { phone: 'title' },
      },
      { accessorKey: 'divisionId', header: t('schedules.division'), enableSorting: false },
      { accessorKey: 'description', header: t('schedules.description'), enableSorting: false },
      {
        id: 'validity',
        header: `${t('common.startDate')} – ${t('common.endDate')}`,
        enableSorting: false,
        cell: ({ row }) =>
          `${formatDate(row.original.startDate)} – ${formatDate(row.original.endDate)}`,
        meta: { nowrap: true },
      },
      {
        id: 'intervals',
        header: t('schedules.intervals'),
        enableSorting: false,
        cell: ({ row }) => (
          <Stack gap={0}>
            {row.original.intervals.map((i) => (
              <Text key={`${i.from}${i.to}${i.days.join()}`} size="sm">
                {i.from}–{i.to} · {i.days.map((d) => t(`weekday.${d}`)).join(' ')}
              </Text>
            ))}
          </Stack>
        ),
        meta: {
          exportValue: (r: ScheduleRow) =>
            r.intervals.map((i) => `${i.from}-${i.to} ${i.days.join(',')}`).join('; '),
        },
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
            data-testid={`edit-schedule-${row.original.code}`}
          >
            {t('common.edit')}
          </Button>
        ),
      },
    ],
    [t],
  );
  const saved = async (result: CommandResult) => {
    await grid.refetch(result.position);
    setEditing(null);
    notifySuccess(t('common.saved'));
  };
  return (
    <Stack data-testid="schedules-page">
      <Title order={1} size="h2">
        {t('schedules.title')}
      </Title>
      <Text c="dimmed">{t('schedules.subtitle')}</Text>
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          columns={columns}
          title={t('schedules.gridTitle')}
          exportFileName="horarios-acceso"
          testId="schedules-grid"
          rowTestId={(r) => `schedule-row-${r.code}`}
          toolbar={
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setEditing('new')}
              data-testid="new-schedule"
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
        size="lg"
      >
        {editing !== null && (
          <ScheduleForm
            row={editing === 'new' ? undefined : editing}
            divisions={divisions}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
