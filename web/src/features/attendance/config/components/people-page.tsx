import {
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttendancePersonRow, CommandResult } from '@faena/contracts';
import { DataGrid } from '../../../../components/ui/data-grid';
import { TwoLineCell } from '../../../../components/ui/two-line-cell';
import { useServerGrid, type GridRow } from '../../../../components/ui/use-server-grid';
import { formatDate } from '../../../../lib/format';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { attendancePeoplePages } from '../api/attendance-config.api';
import { PersonAttendancePanel } from './person-attendance-panel';
import { useAttendanceLive } from './use-attendance-live';
import { useAttendanceOptions, type AttendanceOptions } from './use-attendance-options';

/** /asistencia/personas: the people of the companies that control attendance, and their assignment. */
export function AttendancePeoplePage() {
  const { t } = useTranslation('attendanceConfig');
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const options = useAttendanceOptions();
  return (
    <Stack data-testid="attendance-people-page">
      <Title order={1} size="h2">
        {t('people.title')}
      </Title>
      <Text c="dimmed">{t('people.subtitle')}</Text>
      <Paper withBorder p="md">
        <Group align="flex-end" mb="sm" wrap="wrap">
          <Select
            label={t('people.company')}
            placeholder={t('people.allCompanies')}
            clearable
            data={options.companies.map((c) => ({ value: c.companyId, label: c.name }))}
            value={companyId}
            onChange={setCompanyId}
            data-testid="att-people-company"
          />
          <TextInput
            label={t('people.search')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            data-testid="att-people-search"
          />
        </Group>
        {/* a new filter is a new grid (the hook fetches its first page on mount) */}
        <PeopleGrid
          key={`${companyId ?? ''}|${text}`}
          companyId={companyId}
          text={text}
          options={options}
        />
      </Paper>
    </Stack>
  );
}

function PeopleGrid(props: { companyId: string | null; text: string; options: AttendanceOptions }) {
  const { t } = useTranslation('attendanceConfig');
  const [openId, setOpenId] = useState<string | null>(null);
  const fetchPage = useMemo(
    () => attendancePeoplePages(props.companyId, props.text),
    [props.companyId, props.text],
  );
  const grid = useServerGrid<AttendancePersonRow>({
    fetchPage,
    rowId: (r) => r.personId,
    onError: notifyError,
  });
  useAttendanceLive(grid.refetch);
  const columns = useMemo<Array<ColumnDef<GridRow<AttendancePersonRow>>>>(
    () => [
      {
        accessorKey: 'fullName',
        header: t('people.person'),
        enableSorting: false,
        cell: ({ row }) => (
          <TwoLineCell
            primary={row.original.fullName}
            secondary={`${row.original.documentType} ${row.original.documentNumber}`}
          />
        ),
        meta: { phone: 'title' },
      },
      { accessorKey: 'companyName', header: t('people.company'), enableSorting: false },
      {
        id: 'payrollGroup',
        accessorFn: (r) => r.current?.payrollGroupCode ?? (r.companyConfigured ? '—' : '!'),
        header: t('people.payrollGroup'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.companyConfigured ? (
            (row.original.current?.payrollGroupCode ?? '—')
          ) : (
            <Badge color="orange" variant="light" data-testid="person-company-warning">
              {t('people.noConfiguration')}
            </Badge>
          ),
        meta: {
          exportValue: (r: AttendancePersonRow) => r.current?.payrollGroupCode ?? '',
        },
      },
      {
        id: 'schedule',
        accessorFn: (r) => r.current?.scheduleCode ?? '—',
        header: t('people.schedule'),
        enableSorting: false,
        cell: ({ row }) => row.original.current?.scheduleCode ?? '—',
        meta: { exportValue: (r: AttendancePersonRow) => r.current?.scheduleCode ?? '' },
      },
      {
        id: 'regime',
        accessorFn: (r) => r.current?.regimeId ?? '—',
        header: t('people.regime'),
        enableSorting: false,
        cell: ({ row }) => row.original.current?.regimeId ?? '—',
        meta: { exportValue: (r: AttendancePersonRow) => r.current?.regimeId ?? '' },
      },
      {
        id: 'validity',
        accessorFn: (r) => r.current?.startDate ?? '—',
        header: t('people.validity'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.current
            ? `${formatDate(row.original.current.startDate)} – ${formatDate(row.original.current.endDate)}`
            : '—',
        meta: {
          nowrap: true,
          exportValue: (r: AttendancePersonRow) =>
            r.current ? `${r.current.startDate} ${r.current.endDate}` : '',
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
            onClick={() => setOpenId(row.original.personId)}
            data-testid={`manage-att-${row.original.personId}`}
          >
            {t('people.manage')}
          </Button>
        ),
      },
    ],
    [t],
  );
  const open = grid.rows.find((r) => r.personId === openId);
  const changed = async (result: CommandResult) => {
    await grid.refetch(result.position);
    notifySuccess(t('common.saved'));
  };
  return (
    <>
      <DataGrid
        grid={grid}
        columns={columns}
        title={t('people.gridTitle')}
        exportFileName="asistencia-personas"
        testId="attendance-people-grid"
        rowTestId={(r) => `att-person-row-${r.personId}`}
      />
      <Modal
        opened={open !== undefined}
        onClose={() => setOpenId(null)}
        title={t('people.panelTitle')}
        size="xl"
      >
        {open && (
          <PersonAttendancePanel
            row={open}
            company={props.options.companies.find((c) => c.companyId === open.companyId)}
            options={props.options}
            onChanged={changed}
          />
        )}
      </Modal>
    </>
  );
}
