import { Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PersonAccessRow } from '@faena/contracts';
import { newCommandId } from '../../../../lib/command-id';
import { assignGroup, unassignGroup } from '../api/access-rules.api';
import {
  AssignBetween,
  CurrentBadge,
  RemoveButton,
  RowsTable,
  period,
  useRun,
  type Changed,
  type Choice,
  type Dates,
} from './person-access-panel.parts';

type Membership = PersonAccessRow['groups'][number];

function MembershipRow({ g, onRemove }: { g: Membership; onRemove: () => void }) {
  return (
    <Table.Tr data-testid={`membership-${g.groupCode}`}>
      <Table.Td>{g.groupCode}</Table.Td>
      <Table.Td>{period(g.startDate, g.endDate)}</Table.Td>
      <Table.Td>
        <CurrentBadge dates={g} />
      </Table.Td>
      <Table.Td>
        <RemoveButton onClick={onRemove} testId={`remove-membership-${g.groupCode}`} />
      </Table.Td>
    </Table.Tr>
  );
}

/** Removing a membership of the person, and assigning (or re-dating) one. */
function useGroupActions(personId: string, onChanged: Changed) {
  const run = useRun(onChanged);
  return {
    remove: (groupCode: string) =>
      void run(unassignGroup({ commandId: newCommandId(), personId, groupCode })),
    assign: (groupCode: string, dates: Dates) =>
      void run(assignGroup({ commandId: newCommandId(), personId, groupCode, ...dates })),
  };
}

type GroupTabProps = { row: PersonAccessRow; groupOptions: Choice[]; onChanged: Changed };

/** The Group tab: the person's own groups with their dates; assign (or re-date) and remove. */
export function GroupTab(props: GroupTabProps) {
  const { row } = props;
  const { t } = useTranslation('accessRules');
  const { remove, assign } = useGroupActions(row.personId, props.onChanged);
  return (
    <Stack gap="sm" data-testid="person-access-group">
      <RowsTable
        minWidth={420}
        testId="memberships-table"
        empty={row.groups.length === 0 && t('people.noGroups')}
      >
        {row.groups.map((g) => (
          <MembershipRow key={g.groupCode} g={g} onRemove={() => remove(g.groupCode)} />
        ))}
      </RowsTable>
      <AssignBetween
        label={t('people.group')}
        options={props.groupOptions}
        submitLabel={t('people.assignGroup')}
        testId="assign-group"
        onAssign={assign}
      />
    </Stack>
  );
}
