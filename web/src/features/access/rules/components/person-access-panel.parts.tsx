import { ActionIcon, Badge, Button, Select, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult } from '@faena/contracts';
import { DateBox } from '../../../../components/forms/date-field';
import { formatDate, plusDays, today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { FilterBar } from '../../../../components/forms/filter-bar';

export type Choice = { value: string; label: string };
export type Changed = (result: CommandResult) => Promise<void>;
export type Dates = { startDate: string; endDate: string };

export const period = (a: string, b: string) => `${formatDate(a)} – ${formatDate(b)}`;
export const current = (p: Dates, on: string) => p.startDate <= on && on <= p.endDate;
export const useRun = (onChanged: Changed) => (call: Promise<CommandResult>) =>
  call.then(onChanged, notifyError);

/** Whether a dated row (group, profile) holds today. */
export function CurrentBadge({ dates }: { dates: Dates }) {
  const { t } = useTranslation('accessRules');
  const now = current(dates, today());
  return (
    <Badge variant="light" color={now ? 'green' : 'gray'}>
      {t(now ? 'people.current' : 'people.notCurrent')}
    </Badge>
  );
}

/** The trash button of a row. */
export function RemoveButton(props: { onClick: () => void; testId?: string }) {
  const { t } = useTranslation('accessRules');
  return (
    <ActionIcon
      color="red"
      variant="subtle"
      aria-label={t('common.remove')}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      <IconTrash size={16} />
    </ActionIcon>
  );
}

/** A scrolling table of a tab's rows, with a dimmed line when there are none. */
export function RowsTable(props: {
  minWidth: number;
  testId?: string;
  empty: string | false;
  children: ReactNode;
}) {
  return (
    <>
      <Table.ScrollContainer minWidth={props.minWidth}>
        <Table data-testid={props.testId}>
          <Table.Tbody>{props.children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {props.empty && <Text c="dimmed">{props.empty}</Text>}
    </>
  );
}

/** The start and end date boxes of a period. */
function PeriodBoxes({ dates, onChange }: { dates: Dates; onChange: (dates: Dates) => void }) {
  const { t } = useTranslation('accessRules');
  return (
    <>
      <DateBox
        label={t('common.startDate')}
        value={dates.startDate}
        onChange={(v) => onChange({ ...dates, startDate: v })}
      />
      <DateBox
        label={t('common.endDate')}
        value={dates.endDate}
        onChange={(v) => onChange({ ...dates, endDate: v })}
      />
    </>
  );
}

/** A code chosen from a list between two dates (a year from today by default), then assigned. */
export function AssignBetween(props: {
  label: string;
  options: Choice[];
  submitLabel: string;
  testId: string;
  onAssign: (code: string, dates: Dates) => void;
}) {
  const [code, setCode] = useState<string | null>(null);
  const [dates, setDates] = useState({ startDate: today(), endDate: plusDays(today(), 365) });
  return (
    <FilterBar>
      <Select
        label={props.label}
        data={props.options}
        value={code}
        onChange={setCode}
        data-testid={`${props.testId}-code`}
      />
      <PeriodBoxes dates={dates} onChange={setDates} />
      <Button
        disabled={!code}
        onClick={() => code && props.onAssign(code, dates)}
        data-testid={`${props.testId}-submit`}
      >
        {props.submitLabel}
      </Button>
    </FilterBar>
  );
}
