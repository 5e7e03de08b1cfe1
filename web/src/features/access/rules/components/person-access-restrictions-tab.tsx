import { Button, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PersonAccessRow, ZoneRow } from '@faena/contracts';
import { newCommandId } from '../../../../lib/command-id';
import { removeRestriction, setRestrictionActive } from '../api/access-rules.api';
import {
  RemoveButton,
  RowsTable,
  period,
  useRun,
  type Changed,
  type Choice,
} from './person-access-panel.parts';
import { RestrictionForm } from './restriction-form';

type Restriction = PersonAccessRow['restrictions'][number];

/** A restriction's on/off button. */
function ActiveToggle({ active, onToggle }: { active: boolean; onToggle: () => void }) {
  const { t } = useTranslation('accessRules');
  return (
    <Button size="compact-xs" variant="light" color={active ? 'green' : 'gray'} onClick={onToggle}>
      {active ? t('restriction.active') : t('restriction.inactive')}
    </Button>
  );
}

type RestrictionRowProps = {
  r: Restriction;
  typeName: (code: string) => string;
  zoneName: (id: string) => string;
  toggle: (r: Restriction) => void;
  remove: (r: Restriction) => void;
};

/** One restriction: its type, zone and period, toggled on its button, removed on the trash. */
function RestrictionRow(props: RestrictionRowProps) {
  const { r } = props;
  const hours = r.fullDay ? '' : ` ${r.startTime ?? ''}–${r.endTime ?? ''}`;
  return (
    <Table.Tr data-testid={`restriction-${r.code}`}>
      <Table.Td>{r.code}</Table.Td>
      <Table.Td data-testid={`restriction-type-${r.code}`}>
        {r.restrictionType ? props.typeName(r.restrictionType) : '—'}
      </Table.Td>
      <Table.Td>{props.zoneName(r.zoneId)}</Table.Td>
      <Table.Td>
        {period(r.startDate, r.endDate)}
        {hours}
      </Table.Td>
      <Table.Td>
        <ActiveToggle active={r.active} onToggle={() => props.toggle(r)} />
      </Table.Td>
      <Table.Td>
        <RemoveButton onClick={() => props.remove(r)} testId={`remove-restriction-${r.code}`} />
      </Table.Td>
    </Table.Tr>
  );
}

/** Turning a restriction of the person on or off, and removing it. */
function useRestrictionActions(personId: string, onChanged: Changed) {
  const run = useRun(onChanged);
  const ids = (r: Restriction) => ({
    commandId: newCommandId(),
    personId,
    restrictionId: r.restrictionId,
  });
  return {
    toggle: (r: Restriction) => void run(setRestrictionActive({ ...ids(r), active: !r.active })),
    remove: (r: Restriction) => void run(removeRestriction(ids(r))),
  };
}

type RestrictionsTabProps = {
  row: PersonAccessRow;
  zones: ZoneRow[];
  types: Choice[];
  typeName: (code: string) => string;
  onChanged: Changed;
};

/** The Restriction tab: the person's restrictions (type, zone, period), toggled, removed, added. */
export function RestrictionsTab(props: RestrictionsTabProps) {
  const { row, zones } = props;
  const { t } = useTranslation('accessRules');
  const { toggle, remove } = useRestrictionActions(row.personId, props.onChanged);
  const zoneName = (id: string) => zones.find((z) => z.zoneId === id)?.name ?? id;
  const rowProps = { typeName: props.typeName, zoneName, toggle, remove };
  return (
    <Stack gap="sm">
      <RowsTable
        minWidth={520}
        testId="restrictions-table"
        empty={row.restrictions.length === 0 && t('restriction.none')}
      >
        {row.restrictions.map((r) => (
          <RestrictionRow key={r.restrictionId} r={r} {...rowProps} />
        ))}
      </RowsTable>
      <RestrictionForm
        personId={row.personId}
        zones={zones}
        types={props.types}
        onSaved={props.onChanged}
      />
    </Stack>
  );
}
