import {
  Badge,
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
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ATTENDANCE_DAY_TYPES,
  type AttendanceDayChangedPayload,
  type AttendanceDayRow,
  type AttendanceMonthAnswer,
  type AttendanceOptionsAnswer,
} from '@faena/contracts';
import { exportSheet } from '../../../../components/ui/export-xlsx';
import { useLiveRoom } from '../../../../hooks/use-live-room';
import { useSession } from '../../../../stores/session.store';
import { notifyError } from '../../../../lib/notify';
import { siteToday } from '../../../../lib/site';
import { attendanceMonth, attendanceOptions, clockOf, hhmm } from '../api/attendance-day.api';

const MONTH = /^\d{4}-\d{2}$/;
const TYPE_COLOR: Record<string, string> = {
  W: 'green',
  A: 'red',
  R: 'gray',
  H: 'blue',
  J: 'violet',
  I: 'orange',
  N: 'gray',
};

/** The columns of the month, as the table and the spreadsheet show them. */
function useColumns() {
  const { t } = useTranslation('attendanceDay');
  return useMemo(
    () =>
      [
        ['date', (r: AttendanceDayRow) => r.date],
        ['type', (r: AttendanceDayRow) => t(`types.${r.type}`)],
        ['turn', (r: AttendanceDayRow) => r.turn ?? ''],
        ['scheduledEntry', (r: AttendanceDayRow) => clockOf(r.scheduledEntry, r.date)],
        ['scheduledExit', (r: AttendanceDayRow) => clockOf(r.scheduledExit, r.date)],
        ['firstEntry', (r: AttendanceDayRow) => clockOf(r.firstEntry, r.date)],
        ['lastExit', (r: AttendanceDayRow) => clockOf(r.lastExit, r.date)],
        ['worked', (r: AttendanceDayRow) => hhmm(r.workedMinutes)],
        ['late', (r: AttendanceDayRow) => hhmm(r.lateMinutes)],
        ['early', (r: AttendanceDayRow) => hhmm(r.earlyLeaveMinutes)],
        ['overtimeBefore', (r: AttendanceDayRow) => hhmm(r.overtimeBeforeMinutes)],
        ['overtimeAfter', (r: AttendanceDayRow) => hhmm(r.overtimeAfterMinutes)],
        ['justification', (r: AttendanceDayRow) => r.justificationCode ?? r.holidayName ?? ''],
      ] as const,
    [t],
  );
}

/** /asistencia/dia: a person's month of attendance days, its totals and the spreadsheet. */
export function AttendanceMonthPage() {
  const { t } = useTranslation('attendanceDay');
  const [options, setOptions] = useState<AttendanceOptionsAnswer | null>(null);
  const [personId, setPersonId] = useState<string | null>(null);
  const [month, setMonth] = useState(() => siteToday().slice(0, 7));
  const [loaded, setLoaded] = useState<{ key: string; answer: AttendanceMonthAnswer } | null>(null);
  const columns = useColumns();
  const clientId = useSession((s) => s.user?.profile.clientId ?? null);
  // the position of the last change of the shown month (the room's): reading again from it
  const [changedAt, setChangedAt] = useState(0);
  useLiveRoom<AttendanceDayChangedPayload>(
    clientId ? `attendance-days:${clientId}` : null,
    (m) => {
      if (m.payload.personId === personId && m.payload.month === month) setChangedAt(m.position);
    },
    (afterPosition) => setChangedAt(afterPosition),
  );
  const key = personId && MONTH.test(month) ? `${personId}|${month}` : null;
  const answer = loaded && loaded.key === key ? loaded.answer : null;

  useEffect(() => {
    attendanceOptions().then(setOptions, notifyError);
  }, []);
  useEffect(() => {
    if (!key || !personId) return;
    let live = true;
    const afterPosition = changedAt > 0 ? changedAt : undefined;
    attendanceMonth({ personId, month, afterPosition }).then((a) => {
      if (live) setLoaded({ key, answer: a });
    }, notifyError);
    return () => {
      live = false;
    };
  }, [key, personId, month, changedAt]);

  const people = (options?.people ?? []).map((p) => ({
    value: p.personId,
    label: `${p.fullName} · ${p.documentNumber} · ${p.companyName}`,
  }));
  const totals = answer?.totals;
  const totalCells = totals
    ? [
        t('month.totals'),
        '',
        '',
        '',
        '',
        '',
        '',
        hhmm(totals.workedMinutes),
        hhmm(totals.lateMinutes),
        hhmm(totals.earlyLeaveMinutes),
        hhmm(totals.overtimeBeforeMinutes),
        hhmm(totals.overtimeAfterMinutes),
        '',
      ]
    : [];

  const onExport = () => {
    if (!answer) return;
    void exportSheet({
      fileName: `asistencia-${answer.documentNumber || answer.personId}-${answer.month}`,
      title: t('month.exportTitle', {
        name: answer.fullName,
        document: answer.documentNumber,
        month: answer.month,
      }),
      headers: columns.map(([key]) => t(`columns.${key}`)),
      rows: [...answer.days.map((r) => columns.map(([, cell]) => cell(r))), totalCells],
    }).catch(notifyError);
  };

  return (
    <Stack data-testid="attendance-month-page">
      <Title order={1} size="h2">
        {t('month.title')}
      </Title>
      <Text c="dimmed">{t('month.subtitle')}</Text>
      <Group align="end" wrap="wrap">
        <Select
          label={t('month.person')}
          placeholder={t('month.personPlaceholder')}
          data={people}
          value={personId}
          onChange={setPersonId}
          searchable
          clearable
          nothingFoundMessage="—"
          miw={280}
          style={{ flex: '1 1 280px' }}
          data-testid="attendance-person"
        />
        <TextInput
          type="month"
          label={t('month.month')}
          value={month}
          onChange={(e) => setMonth(e.currentTarget.value)}
          data-testid="attendance-month"
        />
        <Button
          leftSection={<IconDownload size={16} />}
          variant="light"
          disabled={!answer || answer.days.length === 0}
          onClick={onExport}
          data-testid="attendance-export"
        >
          {t('month.export')}
        </Button>
      </Group>
      {!answer ? (
        <Text c="dimmed">{t('month.empty')}</Text>
      ) : answer.days.length === 0 ? (
        <Text c="dimmed">{t('month.noDays')}</Text>
      ) : (
        <>
          <Group gap="xs" data-testid="attendance-type-totals">
            <Text size="sm" fw={600}>
              {t('month.days')}:
            </Text>
            {ATTENDANCE_DAY_TYPES.filter((k) => totals?.types[k]).map((k) => (
              <Badge key={k} color={TYPE_COLOR[k]} variant="light">
                {t(`types.${k}`)}: {totals?.types[k]}
              </Badge>
            ))}
          </Group>
          <Paper withBorder>
            <ScrollArea type="auto">
              <Table striped highlightOnHover miw={1100} data-testid="attendance-days">
                <Table.Thead>
                  <Table.Tr>
                    {columns.map(([key]) => (
                      <Table.Th key={key} style={{ whiteSpace: 'nowrap' }}>
                        {t(`columns.${key}`)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {answer.days.map((r) => (
                    <Table.Tr key={r.date} data-testid={`attendance-day-${r.date}`}>
                      {columns.map(([key, cell]) => (
                        <Table.Td
                          key={key}
                          style={{
                            whiteSpace: 'nowrap',
                            minWidth: key === 'type' ? 120 : undefined,
                          }}
                        >
                          {key === 'type' ? (
                            <Badge color={TYPE_COLOR[r.type]} variant="light">
                              {cell(r)}
                            </Badge>
                          ) : (
                            cell(r)
                          )}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr data-testid="attendance-totals">
                    {totalCells.map((c, i) => (
                      <Table.Th key={i}>{c}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </ScrollArea>
          </Paper>
        </>
      )}
    </Stack>
  );
}
