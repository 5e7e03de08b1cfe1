import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AttendancePersonRow } from '@faena/contracts';
import { formatDate } from '../../../../lib/format';

type Assignment = AttendancePersonRow['assignments'][number];
type Justification = AttendancePersonRow['justifications'][number];

const regimeOf = (a: Assignment) =>
  a.regime ? `${a.regimeId} (${a.regime.workDays}×${a.regime.restDays})` : '—';

/** The person's assignments, a row each (nothing when there are none). */
export function AssignmentsTable({ assignments }: { assignments: Assignment[] }) {
  if (assignments.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table fz="sm" withTableBorder data-testid="person-assignments">
        <AssignmentsHead />
        <Table.Tbody>
          {assignments.map((a) => (
            <Table.Tr key={a.assignmentId}>
              <Table.Td>{a.payrollGroupCode}</Table.Td>
              <Table.Td>{a.specialConditionCode ?? '—'}</Table.Td>
              <Table.Td>{a.scheduleCode}</Table.Td>
              <Table.Td>{regimeOf(a)}</Table.Td>
              <Table.Td>
                {formatDate(a.startDate)} – {formatDate(a.endDate)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function AssignmentsHead() {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('people.payrollGroup')}</Table.Th>
        <Table.Th>{t('people.specialCondition')}</Table.Th>
        <Table.Th>{t('people.schedule')}</Table.Th>
        <Table.Th>{t('people.regime')}</Table.Th>
        <Table.Th>{t('people.validity')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

interface JustificationsProps {
  justifications: Justification[];
  onWithdraw: (justificationId: string) => void;
}

/** The justifications applied to the person, each with its withdraw button. */
export function JustificationsList({ justifications, onWithdraw }: JustificationsProps) {
  const { t } = useTranslation('attendanceConfig');
  if (justifications.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('people.noJustifications')}
      </Text>
    );
  return (
    <Stack gap={4} data-testid="person-justifications">
      {justifications.map((j) => (
        <JustificationLine key={j.justificationId} j={j} onWithdraw={onWithdraw} />
      ))}
    </Stack>
  );
}

function JustificationLine({
  j,
  onWithdraw,
}: {
  j: Justification;
  onWithdraw: (id: string) => void;
}) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">
        {formatDate(j.date)} · {j.justificationCode} ·{' '}
        {j.hours === null ? t('people.wholeDay') : t('people.hours', { n: j.hours })}
        {j.observation ? ` · ${j.observation}` : ''}
      </Text>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        onClick={() => onWithdraw(j.justificationId)}
        data-testid={`withdraw-${j.justificationId}`}
      >
        {t('people.withdraw')}
      </Button>
    </Group>
  );
}
