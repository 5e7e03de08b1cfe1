import { Group, Select, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Control, FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../../components/ui/field-error';
import { DayRow } from './schedule-day-row';
import type { ScheduleDaysModel, ScheduleFormInput } from './use-schedule-form';

const COLUMNS = [
  'day',
  'turn',
  'rest',
  'entry',
  'exit',
  'refreshmentStart',
  'refreshmentEnd',
  'flexibleMinutes',
  'entryTolerance',
  'exitTolerance',
  'overtimeBefore',
  'overtimeAfter',
] as const;

interface Props {
  control: Control<ScheduleFormInput>;
  errors: FieldErrors<ScheduleFormInput>;
  days: ScheduleDaysModel;
}

/** The schedule's days, a row each (the last one cannot be removed). */
export function ScheduleDaysTable({ control, errors, days }: Props) {
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped withTableBorder fz="sm" data-testid="att-schedule-days">
        <DaysHead />
        <Table.Tbody>
          {days.fields.map((f, i) => (
            <DayRow
              key={f.id}
              index={i}
              day={f.day}
              label={days.dayLabel(f.day)}
              control={control}
              errors={errors}
              targets={days.offered.filter((d) => d !== f.day)}
              dayLabel={days.dayLabel}
              onCopy={(targets) => days.copy(f.day, targets)}
              onRemove={days.fields.length > 1 ? () => days.remove(i) : undefined}
              onRest={(rest) => days.rest(i, rest)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DaysHead() {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Table.Thead>
      <Table.Tr>
        {COLUMNS.map((c) => (
          <Table.Th key={c}>{t(`day.${c}`)}</Table.Th>
        ))}
        <Table.Th>{t('common.actions')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** The message about the days as a whole (not about one day). */
export function DaysError({ errors }: { errors: FieldErrors<ScheduleFormInput> }) {
  const { t } = useTranslation('attendanceConfig');
  if (!errors.days?.message) return null;
  return (
    <Text c="red" size="sm">
      {fieldError(t, errors.days as never)}
    </Text>
  );
}

/** Adds one of the days the kind offers that the schedule lacks (nothing when none lacks). */
export function AddDaySelect({ days }: { days: ScheduleDaysModel }) {
  const { t } = useTranslation('attendanceConfig');
  if (days.missing.length === 0) return null;
  return (
    <Group gap="xs">
      <Select
        aria-label={t('schedules.addDay')}
        placeholder={t('schedules.addDay')}
        data={days.missing.map((d) => ({ value: String(d), label: days.dayLabel(d) }))}
        value={null}
        onChange={(v) => {
          if (v) days.add(Number(v));
        }}
        leftSection={<IconPlus size={14} />}
        data-testid="att-schedule-add-day"
      />
    </Group>
  );
}
