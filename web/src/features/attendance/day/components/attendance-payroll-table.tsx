import { Paper, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AttendancePayrollAnswer } from '@faena/contracts';
import { hhmm } from '../api/attendance-day.api';
import { HeaderRow } from './attendance-month-table';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** The payroll's headers, as the table and the spreadsheet show them. */
export const payrollHeaders = (t: TFunction): string[] => [
  t('columns.person'),
  t('columns.document'),
  t('columns.type'),
  t('columns.days'),
  t('columns.worked'),
  t('columns.late'),
  t('columns.early'),
  t('columns.overtime'),
];

/** One row of cells per person and day type, under `payrollHeaders`. */
export const payrollCells = (answer: AttendancePayrollAnswer, t: TFunction) =>
  answer.rows.map((r) => [
    r.fullName,
    r.documentNumber,
    t(`types.${r.type}`),
    r.days,
    hhmm(r.workedMinutes),
    hhmm(r.lateMinutes),
    hhmm(r.earlyLeaveMinutes),
    hhmm(r.overtimeMinutes),
  ]);

/** Absences (days) and overtime (hours, one decimal) per week of the month. */
export function PayrollChart({ weeks }: { weeks: AttendancePayrollAnswer['weeks'] }) {
  const { t } = useTranslation('attendanceDay');
  const data = weeks.map((w) => ({
    week: w.week.slice(5),
    absences: w.absences,
    overtime: Math.round((w.overtimeMinutes / 60) * 10) / 10,
  }));
  return (
    <Paper withBorder p="md" data-testid="payroll-chart">
      <Text fw={600} mb="sm">
        {t('payroll.chartTitle')}
      </Text>
      <div style={{ width: '100%', height: 240, overflow: 'hidden' }}>
        <ResponsiveContainer>
          <BarChart data={data} margin={{ top: 8, right: 16, left: 0, bottom: 8 }}>
            <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
            <XAxis dataKey="week" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Bar dataKey="absences" name={t('payroll.absences')} fill="#e03131" />
            <Bar dataKey="overtime" name={t('payroll.overtimeHours')} fill="#1971c2" />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </Paper>
  );
}

/** The group's rows per person and day type; scrolls sideways on a phone. */
export function PayrollTable({ answer }: { answer: AttendancePayrollAnswer }) {
  const { t } = useTranslation('attendanceDay');
  return (
    <Paper withBorder>
      <ScrollArea type="auto">
        <Table striped highlightOnHover miw={760} data-testid="payroll-rows">
          <HeaderRow labels={payrollHeaders(t)} />
          <Table.Tbody>
            {payrollCells(answer, t).map((cells, i) => (
              <Table.Tr key={i}>
                {cells.map((c, j) => (
                  <Table.Td key={j} style={NOWRAP}>
                    {c}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  );
}
