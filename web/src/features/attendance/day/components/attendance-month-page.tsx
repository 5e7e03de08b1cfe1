import { Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttendanceMonthAnswer } from '@faena/contracts';
import { MonthField } from '../../../../components/forms/month-field';
import { exportSheet } from '../../../../components/ui/export-xlsx';
import { PageHeading } from '../../../../components/ui/page-heading';
import { notifyError } from '../../../../lib/notify';
import { siteToday } from '../../../../lib/site';
import { attendanceMonth } from '../api/attendance-day.api';
import { useAttendanceDaysRead } from '../hooks/use-attendance-days-read';
import { useAttendanceOptions } from '../hooks/use-attendance-options';
import { ExportButton } from './export-button';
import { totalCellsOf, useMonthColumns, type MonthColumns } from './attendance-month-columns';
import { MonthDaysTable, MonthTypeTotals } from './attendance-month-table';
import { FilterBar } from '../../../../components/forms/filter-bar';

const MONTH = /^\d{4}-\d{2}$/;

/** The month's days and totals as a spreadsheet, named after the person and the month. */
function useExportMonth(answer: AttendanceMonthAnswer | null, columns: MonthColumns) {
  const { t } = useTranslation('attendanceDay');
  return () => {
    if (!answer) return;
    void exportSheet({
      fileName: `asistencia-${answer.documentNumber || answer.personId}-${answer.month}`,
      title: t('month.exportTitle', {
        name: answer.fullName,
        document: answer.documentNumber,
        month: answer.month,
      }),
      headers: columns.map(([key]) => t(`columns.${key}`)),
      rows: [
        ...answer.days.map((r) => columns.map(([, cell]) => cell(r))),
        totalCellsOf(answer.totals, t),
      ],
    }).catch(notifyError);
  };
}

/** The person's month, read again whenever one of its days changes. */
function useMonthAnswer(personId: string | null, month: string) {
  return useAttendanceDaysRead<AttendanceMonthAnswer>({
    key: personId && MONTH.test(month) ? `${personId}|${month}` : null,
    read: (afterPosition) => attendanceMonth({ personId: personId ?? '', month, afterPosition }),
    touches: (day) => day.personId === personId && day.month === month,
  });
}

function PersonSelect(props: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation('attendanceDay');
  const options = useAttendanceOptions();
  const people = (options?.people ?? []).map((p) => ({
    value: p.personId,
    label: `${p.fullName} · ${p.documentNumber} · ${p.companyName}`,
  }));
  return (
    <Select
      {...props}
      label={t('month.person')}
      placeholder={t('month.personPlaceholder')}
      data={people}
      searchable
      clearable
      nothingFoundMessage="—"
      miw={280}
      style={{ flex: '1 1 280px' }}
      data-testid="attendance-person"
    />
  );
}

function MonthBody({
  answer,
  columns,
}: {
  answer: AttendanceMonthAnswer | null;
  columns: MonthColumns;
}) {
  const { t } = useTranslation('attendanceDay');
  if (!answer) return <Text c="dimmed">{t('month.empty')}</Text>;
  if (answer.days.length === 0) return <Text c="dimmed">{t('month.noDays')}</Text>;
  return (
    <>
      <MonthTypeTotals totals={answer.totals} />
      <MonthDaysTable
        days={answer.days}
        columns={columns}
        totalCells={totalCellsOf(answer.totals, t)}
      />
    </>
  );
}

/** /asistencia/dia: a person's month of attendance days, its totals and the spreadsheet. */
export function AttendanceMonthPage() {
  const { t } = useTranslation('attendanceDay');
  const [personId, setPersonId] = useState<string | null>(null);
  const [month, setMonth] = useState(() => siteToday().slice(0, 7));
  const answer = useMonthAnswer(personId, month);
  const columns = useMonthColumns();
  const onExport = useExportMonth(answer, columns);
  return (
    <Stack data-testid="attendance-month-page">
      <PageHeading title={t('month.title')} subtitle={t('month.subtitle')} />
      <FilterBar>
        <PersonSelect value={personId} onChange={setPersonId} />
        <MonthField
          label={t('month.month')}
          value={month}
          onChange={setMonth}
          testId="attendance-month"
        />
        <ExportButton
          label={t('month.export')}
          disabled={!answer || answer.days.length === 0}
          onClick={onExport}
          testId="attendance-export"
        />
      </FilterBar>
      <MonthBody answer={answer} columns={columns} />
    </Stack>
  );
}
