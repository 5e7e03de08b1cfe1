import { Button, Stack, Table, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonAccessRow, ProfileRow } from '@faena/contracts';
import { DateBox } from '../../../../components/forms/date-field';
import { newCommandId } from '../../../../lib/command-id';
import { today } from '../../../../lib/format';
import { assignProfile, endProfile } from '../api/access-rules.api';
import {
  AssignBetween,
  CurrentBadge,
  period,
  useRun,
  type Changed,
  type Dates,
} from './person-access-panel.parts';
import { FilterBar } from '../../../../components/forms/filter-bar';

type HeldProfile = NonNullable<PersonAccessRow['profile']>;

/** One labelled line of the held profile's table. */
function Line(props: { label: string; testId?: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th>{props.label}</Table.Th>
      <Table.Td data-testid={props.testId}>{props.children}</Table.Td>
    </Table.Tr>
  );
}

type HeldProps = { held: HeldProfile; heldRow: ProfileRow | undefined };

/** The profile the person holds: its code, validity and groups. */
function HeldProfileTable({ held, heldRow }: HeldProps) {
  const { t } = useTranslation('accessRules');
  const inactive = heldRow && !heldRow.active ? ` (${t('profiles.inactive')})` : '';
  return (
    <Table data-testid="person-profile">
      <Table.Tbody>
        <Line label={t('profiles.one')} testId="person-profile-code">
          {held.profileCode}
          {heldRow ? ` · ${heldRow.description}` : ''}
        </Line>
        <Line label={t('profiles.validity')}>
          {period(held.startDate, held.endDate)} <CurrentBadge dates={held} />
        </Line>
        <Line label={t('profiles.groups')}>
          {heldRow?.groupCodes.join(', ') ?? ''}
          {inactive}
        </Line>
      </Table.Tbody>
    </Table>
  );
}

/** Ends the held profile on a date (today by default). */
function EndProfile({ onEnd }: { onEnd: (endDate: string) => void }) {
  const { t } = useTranslation('accessRules');
  const [endDate, setEndDate] = useState(today());
  return (
    <FilterBar>
      <DateBox label={t('profiles.endOn')} value={endDate} onChange={setEndDate} />
      <Button
        variant="light"
        color="red"
        onClick={() => onEnd(endDate)}
        data-testid="end-profile-submit"
      >
        {t('profiles.end')}
      </Button>
    </FilterBar>
  );
}

/** Ending the person's profile on a date, and assigning one between two dates. */
function useProfileActions(personId: string, onChanged: Changed) {
  const run = useRun(onChanged);
  return {
    end: (endDate: string) =>
      void run(endProfile({ commandId: newCommandId(), personId, endDate })),
    assign: (profileCode: string, dates: Dates) =>
      void run(assignProfile({ commandId: newCommandId(), personId, profileCode, ...dates })),
  };
}

/** The active profiles, as choices. */
const profileOptions = (profiles: ProfileRow[]) =>
  profiles
    .filter((p) => p.active)
    .map((p) => ({ value: p.code, label: `${p.code} · ${p.description}` }));

type ProfileTabProps = { row: PersonAccessRow; profiles: ProfileRow[]; onChanged: Changed };

/**
 * The Profile tab: the person's access profile (one at a time; its groups count as theirs while
 * it is current and active), assign another one between two dates, or end it on a date.
 */
export function ProfileTab(props: ProfileTabProps) {
  const { row, profiles } = props;
  const { t } = useTranslation('accessRules');
  const { end, assign } = useProfileActions(row.personId, props.onChanged);
  const held = row.profile;
  const heldRow = held ? profiles.find((p) => p.code === held.profileCode) : undefined;
  return (
    <Stack gap="sm" data-testid="person-access-profile">
      {held ? (
        <HeldProfileTable held={held} heldRow={heldRow} />
      ) : (
        <Text c="dimmed">{t('profiles.none')}</Text>
      )}
      {held && <EndProfile onEnd={end} />}
      <AssignBetween
        label={t('profiles.one')}
        options={profileOptions(profiles)}
        submitLabel={t('profiles.assign')}
        testId="assign-profile"
        onAssign={assign}
      />
    </Stack>
  );
}
