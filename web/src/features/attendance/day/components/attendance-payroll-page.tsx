import {
  Button,
  Group,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import type { AttendanceOptionsAnswer, AttendancePayrollAnswer } from '@faena/contracts';
import { exportSheet } from '../../../../components/ui/export-xlsx';
import { notifyError } from '../../../../lib/notify';
import { siteToday } from '../../../../lib/site';
import { attendanceOptions, attendancePayroll, hhmm } from '../api/attendance-day.api';

const MONTH = /^\d{4}-\d{2}$/;
const groupKey = (companyId: string, code: string) => `${companyId}|${code}`;

/** /asistencia/planilla: a payroll group's month per person and day type, and its weekly chart. */
export function AttendancePayrollPage() {
  const { t } = useTranslation('attendanceDay');
  const [options, setOptions] = useState<AttendanceOptionsAnswer | null>(null);
  const [group, setGroup] = useState<string | null>(null);
  const [month, setMonth] = useState(() => siteToday().slice(0, 7));
  const [loaded, setLoaded] = useState<{ key: string; answer: AttendancePayrollAnswer } | null>(
    null,
  );
  const key = group && MONTH.test(month) ? `${group}|${month}` : null;
  const answer = loaded && loaded.key === key ? loaded.answer : null;

  useEffect(() => {
    attendanceOptions().then(setOptions, notifyError);
  }, []);
  useEffect(() => {
    const [companyId, payrollGroupCode] = group?.split('|') ?? [];
    if (!key || !companyId || !payrollGroupCode) return;
    let live = true;
    attendancePayroll({ companyId, payrollGroupCode, month }).then((a) => {
      if (live) setLoaded({ key, answer: a });
    }, notifyError);
    return () => {
      live = false;
    };
  }, [key, group, month]);

  const groups = (options?.payrollGroups ?? []).map((g) => ({
    value: groupKey(g.companyId, g.payrollGroupCode),
    label: `${g.payrollGroupCode} · ${g.companyName}`,
  }));
  const headers = [
    t('columns.person'),
    t('columns.document'),
    t('columns.type'),
    t('columns.days'),
    t('columns.worked'),
    t('columns.late'),
    t('columns.early'),
    t('columns.overtime'),
  ];
  const rows = (answer?.rows ?? []).map((r) => [
    r.fullName,
    r.documentNumber,
    t(`types.${r.type}`),
    r.days,
    hhmm(r.workedMinutes),
    hhmm(r.lateMinutes),
    hhmm(r.earlyLeaveMinutes),
    hhmm(r.overtimeMinutes),
  ]);
  const weeks = (answer?.weeks ?? []).map((w) => ({
    week: w.week.slice(5),
    absences: w.absences,
    overtime: Math.round((w.overtimeMinutes / 60) * 10) / 10,
  }));

  const onExport = () => {
    if (!answer) return;
    void exportSheet({
      fileName: `planilla-${answer.payrollGroupCode}-${answer.month}`,
      title: t('payroll.exportTitle', {
        group: answer.payrollGroupCode,
        company: answer.companyName,
        month: answer.month,
      }),
      headers,
      rows,
    }).catch(notifyError);
  };

  return (
    <Stack data-testid="attendance-payroll-page">
      <Title order={1} size="h2">
        {t('payroll.title')}
      </Title>
      <Text c="dimmed">{t('payroll.subtitle')}</Text>
      <Group align="end" wrap="wrap">
        <Select
          label={t('payroll.group')}
          data={groups}
          value={group}
          onChange={setGroup}
          searchable
          miw={240}
          style={{ flex: '1 1 240px' }}
          data-testid="payroll-group"
        />
        <TextInput
          type="month"
          label={t('payroll.month')}
          value={month}
          onChange={(e) => setMonth(e.currentTarget.value)}
          data-testid="payroll-month"
        />
        <Button
          leftSection={<IconDownload size={16} />}
          variant="light"
          disabled={!answer || answer.rows.length === 0}
          onClick={onExport}
          data-testid="payroll-export"
        >
          {t('payroll.export')}
        </Button>
      </Group>
      {!answer ? (
        <Text c="dimmed">{t('payroll.empty')}</Text>
      ) : answer.rows.length === 0 ? (
        <Text c="dimmed">{t('payroll.noRows')}</Text>
      ) : (
        <>
          <Paper withBorder p="md" data-testid="payroll-chart">
            <Text fw={600} mb="sm">
              {t('payroll.chartTitle')}
            </Text>
            <div style={{ width: '100%', height: 240 }}>
              <ResponsiveContainer>
                <BarChart data={weeks} margin={{ top: 8, right: 16, left: 0, bottom: 8 }}>
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
          <Paper withBorder>
            <ScrollArea type="auto">
              <Table striped highlightOnHover miw={760} data-testid="payroll-rows">
                <Table.Thead>
                  <Table.Tr>
                    {headers.map((h) => (
                      <Table.Th key={h} style={{ whiteSpace: 'nowrap' }}>
                        {h}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((cells, i) => (
                    <Table.Tr key={i}>
                      {cells.map((c, j) => (
                        <Table.Td key={j} style={{ whiteSpace: 'nowrap' }}>
                          {c}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          </Paper>
        </>
      )}
    </Stack>
  );
}
