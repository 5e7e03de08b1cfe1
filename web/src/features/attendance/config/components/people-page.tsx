import { Modal, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttendancePersonRow, CommandResult } from '@faena/contracts';
import { DataGrid } from '../../../../components/ui/data-grid';
import { useServerGrid } from '../../../../components/ui/use-server-grid';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { attendancePeoplePages } from '../api/attendance-config.api';
import { usePeopleColumns } from './people-columns';
import { PersonAttendancePanel } from './person-attendance-panel';
import { useAttendanceLive } from './use-attendance-live';
import { useAttendanceOptions, type AttendanceOptions } from './use-attendance-options';
import { FilterBar } from '../../../../components/forms/filter-bar';

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
        <PeopleFilters
          options={options}
          companyId={companyId}
          onCompany={setCompanyId}
          text={text}
          onText={setText}
        />
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

interface FiltersProps {
  options: AttendanceOptions;
  companyId: string | null;
  onCompany: (companyId: string | null) => void;
  text: string;
  onText: (text: string) => void;
}

function PeopleFilters({ options, companyId, onCompany, text, onText }: FiltersProps) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <FilterBar mb="sm">
      <Select
        label={t('people.company')}
        placeholder={t('people.allCompanies')}
        clearable
        data={options.companies.map((c) => ({ value: c.companyId, label: c.name }))}
        value={companyId}
        onChange={onCompany}
        data-testid="att-people-company"
      />
      <TextInput
        label={t('people.search')}
        value={text}
        onChange={(e) => onText(e.currentTarget.value)}
        data-testid="att-people-search"
      />
    </FilterBar>
  );
}

interface GridProps {
  companyId: string | null;
  text: string;
  options: AttendanceOptions;
}

function PeopleGrid(props: GridProps) {
  const { t } = useTranslation('attendanceConfig');
  const [openId, setOpenId] = useState<string | null>(null);
  const grid = usePeopleGrid(props);
  const columns = usePeopleColumns(setOpenId);
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
      <PersonModal
        row={grid.rows.find((r) => r.personId === openId)}
        options={props.options}
        onClose={() => setOpenId(null)}
        onChanged={changed}
      />
    </>
  );
}

/** The server grid of the filtered people, refetched when attendance changes live. */
function usePeopleGrid({ companyId, text }: GridProps) {
  const fetchPage = useMemo(() => attendancePeoplePages(companyId, text), [companyId, text]);
  const grid = useServerGrid<AttendancePersonRow>({
    fetchPage,
    rowId: (r) => r.personId,
    onError: notifyError,
  });
  useAttendanceLive(grid.refetch);
  return grid;
}

interface ModalProps {
  row: AttendancePersonRow | undefined;
  options: AttendanceOptions;
  onClose: () => void;
  onChanged: (result: CommandResult) => Promise<void>;
}

function PersonModal({ row, options, onClose, onChanged }: ModalProps) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Modal opened={row !== undefined} onClose={onClose} title={t('people.panelTitle')} size="xl">
      {row && (
        <PersonAttendancePanel
          row={row}
          company={options.companies.find((c) => c.companyId === row.companyId)}
          options={options}
          onChanged={onChanged}
        />
      )}
    </Modal>
  );
}
