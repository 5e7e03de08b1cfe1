import { Badge, Group, Paper, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ATTENDANCE_DAY_TYPES,
  type AttendanceDayRow,
  type AttendanceMonthAnswer,
} from '@faena/contracts';
import { TYPE_COLOR, type MonthColumns } from './attendance-month-columns';

/** How many days of each type the month has (the types it has none of are left out). */
export function MonthTypeTotals({ totals }: { totals: AttendanceMonthAnswer['totals'] }) {
  const { t } = useTranslation('attendanceDay');
  return (
    <Group gap="xs" data-testid="attendance-type-totals">
      <Text size="sm" fw={600}>
        {t('month.days')}:
      </Text>
      {ATTENDANCE_DAY_TYPES.filter((k) => totals.types[k]).map((k) => (
        <Badge key={k} color={TYPE_COLOR[k]} variant="light">
          {t(`types.${k}`)}: {totals.types[k]}
        </Badge>
      ))}
    </Group>
  );
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** A table's column headers, kept on one line each. */
export function HeaderRow({ labels }: { labels: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {labels.map((label) => (
          <Table.Th key={label} style={NOWRAP}>
            {label}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

function DayRow({ row, columns }: { row: AttendanceDayRow; columns: MonthColumns }) {
  return (
    <Table.Tr data-testid={`attendance-day-${row.date}`}>
      {columns.map(([key, cell]) => (
        <Table.Td key={key} style={{ ...NOWRAP, minWidth: key === 'type' ? 120 : undefined }}>
          {key === 'type' ? (
            <Badge color={TYPE_COLOR[row.type]} variant="light">
              {cell(row)}
            </Badge>
          ) : (
            cell(row)
          )}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

interface TableProps {
  days: readonly AttendanceDayRow[];
  columns: MonthColumns;
  totalCells: readonly string[];
}

/** The month's days, one row each, with the totals in the footer; scrolls sideways on a phone. */
export function MonthDaysTable({ days, columns, totalCells }: TableProps) {
  const { t } = useTranslation('attendanceDay');
  return (
    <Paper withBorder>
      <ScrollArea type="auto">
        <Table striped highlightOnHover miw={1100} data-testid="attendance-days">
          <HeaderRow labels={columns.map(([key]) => t(`columns.${key}`))} />
          <Table.Tbody>
            {days.map((r) => (
              <DayRow key={r.date} row={r} columns={columns} />
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
  );
}
