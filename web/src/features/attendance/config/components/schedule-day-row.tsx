import { ActionIcon, Checkbox, Group, NumberInput, Select, Table, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconTrash } from '@tabler/icons-react';
import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TURNS, type ScheduleDay } from '@faena/contracts';
import { fieldError } from '../../../../components/ui/field-error';
import { CopyDay } from './schedule-copy-day';
import type { ScheduleFormInput } from './use-schedule-form';

type DayField = keyof ScheduleDay;

export interface DayRowProps {
  index: number;
  day: number;
  label: string;
  control: Control<ScheduleFormInput>;
  errors: FieldErrors<ScheduleFormInput>;
  targets: number[];
  dayLabel: (d: number) => string;
  onCopy: (targets: number[]) => string | null;
  onRemove?: (() => void) | undefined;
  onRest: (rest: boolean) => void;
}

const TIMES = ['entry', 'exit', 'refreshmentStart', 'refreshmentEnd'] as const;
const MINUTES = [
  ['flexibleMinutes', 240],
  ['entryTolerance', 120],
  ['exitTolerance', 120],
  ['overtimeBefore', 720],
  ['overtimeAfter', 720],
] as const;

type CellProps = DayRowProps & { errorOf: (k: DayField) => string | undefined };

/** One day of the schedule: turn, rest, the times (off on a rest day), the minutes, copy, remove. */
export function DayRow(p: DayRowProps) {
  const { t } = useTranslation('attendanceConfig');
  const rest = useWatch({ control: p.control, name: `days.${p.index}.rest` });
  const errorOf = (k: DayField) => fieldError(t, p.errors.days?.[p.index]?.[k]);
  const cell = { ...p, errorOf };
  return (
    <Table.Tr data-testid={`att-day-${p.day}`}>
      <DayCell {...cell} />
      <Table.Td>
        <TurnSelect {...cell} />
      </Table.Td>
      <Table.Td>
        <RestCheckbox {...cell} />
      </Table.Td>
      {TIMES.map((k) => (
        <Table.Td key={k}>
          <TimeCell {...cell} field={k} disabled={rest} />
        </Table.Td>
      ))}
      {MINUTES.map(([k, max]) => (
        <Table.Td key={k}>
          <MinutesCell {...cell} field={k} max={max} />
        </Table.Td>
      ))}
      <Table.Td>
        <RowActions {...cell} />
      </Table.Td>
    </Table.Tr>
  );
}

function DayCell({ label, errorOf }: CellProps) {
  const error = errorOf('day');
  return (
    <Table.Td>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {error && (
        <Text c="red" size="xs">
          {error}
        </Text>
      )}
    </Table.Td>
  );
}

function TurnSelect({ control, index, day }: CellProps) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Controller
      control={control}
      name={`days.${index}.turn`}
      render={({ field }) => (
        <Select
          aria-label={t('day.turn')}
          w={70}
          allowDeselect={false}
          data={TURNS.map((x) => ({ value: x, label: x }))}
          value={field.value}
          onChange={(v) => field.onChange(v ?? 'D')}
          data-testid={`att-day-${day}-turn`}
        />
      )}
    />
  );
}

function RestCheckbox({ control, index, day, onRest }: CellProps) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Controller
      control={control}
      name={`days.${index}.rest`}
      render={({ field }) => (
        <Checkbox
          aria-label={t('day.rest')}
          checked={field.value}
          onChange={(e) => {
            field.onChange(e.currentTarget.checked);
            onRest(e.currentTarget.checked);
          }}
          data-testid={`att-day-${day}-rest`}
        />
      )}
    />
  );
}

type TimeProps = CellProps & { field: (typeof TIMES)[number]; disabled: boolean };

function TimeCell({ control, index, day, errorOf, field: k, disabled }: TimeProps) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Controller
      control={control}
      name={`days.${index}.${k}`}
      render={({ field }) => (
        <TimeInput
          aria-label={t(`day.${k}`)}
          w={96}
          disabled={disabled}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.currentTarget.value || null)}
          error={errorOf(k)}
          data-testid={`att-day-${day}-${k}`}
        />
      )}
    />
  );
}

type MinutesProps = CellProps & { field: (typeof MINUTES)[number][0]; max: number };

function MinutesCell({ control, index, day, errorOf, field: k, max }: MinutesProps) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Controller
      control={control}
      name={`days.${index}.${k}`}
      render={({ field }) => (
        <NumberInput
          aria-label={t(`day.${k}`)}
          w={76}
          min={0}
          max={max}
          allowDecimal={false}
          value={field.value}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : 0)}
          error={errorOf(k)}
          data-testid={`att-day-${day}-${k}`}
        />
      )}
    />
  );
}

function RowActions({ day, targets, dayLabel, onCopy, onRemove }: CellProps) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Group gap={4} wrap="nowrap">
      <CopyDay day={day} targets={targets} dayLabel={dayLabel} onCopy={onCopy} />
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('common.remove')}
        disabled={!onRemove}
        onClick={onRemove}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
