import { Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttendancePayrollAnswer } from '@faena/contracts';
import { MonthField } from '../../../../components/forms/month-field';
import { exportSheet } from '../../../../components/ui/export-xlsx';
import { PageHeading } from '../../../../components/ui/page-heading';
import { notifyError } from '../../../../lib/notify';
import { siteToday } from '../../../../lib/site';
import { attendancePayroll } from '../api/attendance-day.api';
import { useAttendanceDaysRead } from '../hooks/use-attendance-days-read';
import { useAttendanceOptions } from '../hooks/use-attendance-options';
import { ExportButton } from './export-button';
import {
  PayrollChart,
  PayrollTable,
  payrollCells,
  payrollHeaders,
} from './attendance-payroll-table';
import { FilterBar } from '../../../../components/forms/filter-bar';

const MONTH = /^\d{4}-\d{2}$/;
const SEPARATOR = '|';
const groupKey = (companyId: string, code: string) => `${companyId}${SEPARATOR}${code}`;

/**
 * The group's month, read again whenever a day of that month changes (room attendance-days:
 * <clientId>): the change names the person, not the group, and a person's day can move them into
 * or out of the group's rows, so any day of the month reloads it.
 */
function usePayrollAnswer(group: string | null, month: string) {
  const [companyId = '', payrollGroupCode = ''] = group?.split(SEPARATOR) ?? [];
  return useAttendanceDaysRead<AttendancePayrollAnswer>({
    key: companyId && payrollGroupCode && MONTH.test(month) ? `${group}|${month}` : null,
    read: (afterPosition) =>
      attendancePayroll({ companyId, payrollGroupCode, month, afterPosition }),
    touches: (day) => day.month === month,
  });
}

/** The group's month as a spreadsheet, named after the group and the month. */
function useExportPayroll(answer: AttendancePayrollAnswer | null) {
  const { t } = useTranslation('attendanceDay');
  return () => {
    if (!answer) return;
    void exportSheet({
      fileName: `planilla-${answer.payrollGroupCode}-${answer.month}`,
      title: t('payroll.exportTitle', {
        group: answer.payrollGroupCode,
        company: answer.companyName,
        month: answer.month,
      }),
      headers: payrollHeaders(t),
      rows: payrollCells(answer, t),
    }).catch(notifyError);
  };
}

function GroupSelect(props: { value: string | null; onChange: (group: string | null) => void }) {
  const { t } = useTranslation('attendanceDay');
  const options = useAttendanceOptions();
  const groups = (options?.payrollGroups ?? []).map((g) => ({
    value: groupKey(g.companyId, g.payrollGroupCode),
    label: `${g.payrollGroupCode} · ${g.companyName}`,
  }));
  return (
    <Select
      {...props}
      label={t('payroll.group')}
      data={groups}
      searchable
      miw={240}
      style={{ flex: '1 1 240px' }}
      data-testid="payroll-group"
    />
  );
}

function PayrollBody({ answer }: { answer: AttendancePayrollAnswer | null }) {
  const { t } = useTranslation('attendanceDay');
  if (!answer) return <Text c="dimmed">{t('payroll.empty')}</Text>;
  if (answer.rows.length === 0) return <Text c="dimmed">{t('payroll.noRows')}</Text>;
  return (
    <>
      <PayrollChart weeks={answer.weeks} />
      <PayrollTable answer={answer} />
    </>
  );
}

/** /asistencia/planilla: a payroll group's month per person and day type, and its weekly chart. */
export function AttendancePayrollPage() {
  const { t } = useTranslation('attendanceDay');
  const [group, setGroup] = useState<string | null>(null);
  const [month, setMonth] = useState(() => siteToday().slice(0, 7));
  const answer = usePayrollAnswer(group, month);
  const onExport = useExportPayroll(answer);
  return (
    <Stack data-testid="attendance-payroll-page">
      <PageHeading title={t('payroll.title')} subtitle={t('payroll.subtitle')} />
      <FilterBar>
        <GroupSelect value={group} onChange={setGroup} />
        <MonthField
          label={t('payroll.month')}
          value={month}
          onChange={setMonth}
          testId="payroll-month"
        />
        <ExportButton
          label={t('payroll.export')}
          disabled={!answer || answer.rows.length === 0}
          onClick={onExport}
          testId="payroll-export"
        />
      </FilterBar>
      <PayrollBody answer={answer} />
    </Stack>
  );
}
