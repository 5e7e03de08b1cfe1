import { ActionIcon, Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, PersonAccessRow, ProfileRow, ZoneRow } from '@faena/contracts';
import { DateBox } from '../../../../components/forms/date-field';
import { newCommandId } from '../../../../lib/command-id';
import { formatDate, plusDays, today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import {
  assignGroup,
  assignProfile,
  endProfile,
  removeRestriction,
  revokeExemption,
  setRestrictionActive,
  unassignGroup,
} from '../api/access-rules.api';
import { ExemptionForm } from './exemption-form';
import { RestrictionForm } from './restriction-form';

type Choice = { value: string; label: string };
type Changed = (result: CommandResult) => Promise<void>;
const period = (a: string, b: string) => `${formatDate(a)} – ${formatDate(b)}`;
const current = (p: { startDate: string; endDate: string }, on: string) =>
  p.startDate <= on && on <= p.endDate;
const useRun = (onChanged: Changed) => (call: Promise<CommandResult>) =>
  call.then(onChanged, notifyError);

/** Who is being managed, with their group as of today and their profile (the tabs' header). */
export function PersonAccessHeader({ row }: { row: PersonAccessRow }) {
  const { t } = useTranslation('accessRules');
  const profile = row.profile;
  return (
    <Group gap="xs" wrap="wrap" data-testid="person-access-header">
      <Text fw={600}>
        {row.fullName} · {row.documentType} {row.documentNumber}
      </Text>
      <Badge variant="light" data-testid="person-access-header-group">
        {t('people.group')}: {row.group}
      </Badge>
      {profile && (
        <Badge
          variant="light"
          color={current(profile, today()) ? 'teal' : 'gray'}
          data-testid="person-access-header-profile"
        >
          {t('profiles.one')}: {profile.profileCode}
        </Badge>
      )}
    </Group>
  );
}

/** The Group tab: the person's own groups with their dates; assign (or re-date) and remove. */
export function GroupTab(props: {
  row: PersonAccessRow;
  groupOptions: Array<{ value: string; label: string }>;
  onChanged: Changed;
}) {
  const { row } = props;
  const { t } = useTranslation('accessRules');
  const run = useRun(props.onChanged);
  const [groupCode, setGroupCode] = useState<string | null>(null);
  const [dates, setDates] = useState({ startDate: today(), endDate: plusDays(today(), 365) });
  const who = { personId: row.personId };
  return (
    <Stack gap="sm" data-testid="person-access-group">
      <Table.ScrollContainer minWidth={420}>
        <Table data-testid="memberships-table">
          <Table.Tbody>
            {row.groups.map((g) => (
              <Table.Tr key={g.groupCode} data-testid={`membership-${g.groupCode}`}>
                <Table.Td>{g.groupCode}</Table.Td>
                <Table.Td>{period(g.startDate, g.endDate)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={current(g, today()) ? 'green' : 'gray'}>
                    {t(current(g, today()) ? 'people.current' : 'people.notCurrent')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    color="red"
                    variant="subtle"
                    aria-label={t('common.remove')}
                    onClick={() =>
                      void run(
                        unassignGroup({
                          commandId: newCommandId(),
                          ...who,
                          groupCode: g.groupCode,
                        }),
                      )
                    }
                    data-testid={`remove-membership-${g.groupCode}`}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {row.groups.length === 0 && <Text c="dimmed">{t('people.noGroups')}</Text>}
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('people.group')}
          data={props.groupOptions}
          value={groupCode}
          onChange={setGroupCode}
          data-testid="assign-group-code"
        />
        <DateBox
          label={t('common.startDate')}
          value={dates.startDate}
          onChange={(v) => setDates({ ...dates, startDate: v })}
        />
        <DateBox
          label={t('common.endDate')}
          value={dates.endDate}
          onChange={(v) => setDates({ ...dates, endDate: v })}
        />
        <Button
          disabled={!groupCode}
          onClick={() =>
            groupCode &&
            void run(assignGroup({ commandId: newCommandId(), ...who, groupCode, ...dates }))
          }
          data-testid="assign-group-submit"
        >
          {t('people.assignGroup')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The Profile tab: the person's access profile (one at a time; its groups count as theirs while
 * it is current and active), assign another one between two dates, or end it on a date.
 */
export function ProfileTab(props: {
  row: PersonAccessRow;
  profiles: ProfileRow[];
  onChanged: Changed;
}) {
  const { row, profiles } = props;
  const { t } = useTranslation('accessRules');
  const run = useRun(props.onChanged);
  const [profileCode, setProfileCode] = useState<string | null>(null);
  const [dates, setDates] = useState({ startDate: today(), endDate: plusDays(today(), 365) });
  const [endDate, setEndDate] = useState(today());
  const who = { personId: row.personId };
  const held = row.profile;
  const heldRow = held ? profiles.find((p) => p.code === held.profileCode) : undefined;
  const options = profiles
    .filter((p) => p.active)
    .map((p) => ({ value: p.code, label: `${p.code} · ${p.description}` }));
  return (
    <Stack gap="sm" data-testid="person-access-profile">
      {held ? (
        <Table data-testid="person-profile">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th>{t('profiles.one')}</Table.Th>
              <Table.Td data-testid="person-profile-code">
                {held.profileCode}
                {heldRow ? ` · ${heldRow.description}` : ''}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('profiles.validity')}</Table.Th>
              <Table.Td>
                {period(held.startDate, held.endDate)}{' '}
                <Badge variant="light" color={current(held, today()) ? 'green' : 'gray'}>
                  {t(current(held, today()) ? 'people.current' : 'people.notCurrent')}
                </Badge>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('profiles.groups')}</Table.Th>
              <Table.Td>
                {heldRow?.groupCodes.join(', ') ?? ''}
                {heldRow && !heldRow.active ? ` (${t('profiles.inactive')})` : ''}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed">{t('profiles.none')}</Text>
      )}
      {held && (
        <Group align="flex-end" wrap="wrap">
          <DateBox label={t('profiles.endOn')} value={endDate} onChange={setEndDate} />
          <Button
            variant="light"
            color="red"
            onClick={() => void run(endProfile({ commandId: newCommandId(), ...who, endDate }))}
            data-testid="end-profile-submit"
          >
            {t('profiles.end')}
          </Button>
        </Group>
      )}
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('profiles.one')}
          data={options}
          value={profileCode}
          onChange={setProfileCode}
          data-testid="assign-profile-code"
        />
        <DateBox
          label={t('common.startDate')}
          value={dates.startDate}
          onChange={(v) => setDates({ ...dates, startDate: v })}
        />
        <DateBox
          label={t('common.endDate')}
          value={dates.endDate}
          onChange={(v) => setDates({ ...dates, endDate: v })}
        />
        <Button
          disabled={!profileCode}
          onClick={() =>
            profileCode &&
            void run(assignProfile({ commandId: newCommandId(), ...who, profileCode, ...dates }))
          }
          data-testid="assign-profile-submit"
        >
          {t('profiles.assign')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The Restriction tab: the person's restrictions (type, zone, period), toggled, removed, added. */
export function RestrictionsTab(props: {
  row: PersonAccessRow;
  zones: ZoneRow[];
  types: Choice[];
  typeName: (code: string) => string;
  onChanged: Changed;
}) {
  const { row, zones } = props;
  const { t } = useTranslation('accessRules');
  const run = useRun(props.onChanged);
  const who = { personId: row.personId };
  const zoneName = (id: string) => zones.find((z) => z.zoneId === id)?.name ?? id;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={520}>
        <Table data-testid="restrictions-table">
          <Table.Tbody>
            {row.restrictions.map((r) => (
              <Table.Tr key={r.restrictionId} data-testid={`restriction-${r.code}`}>
                <Table.Td>{r.code}</Table.Td>
                <Table.Td data-testid={`restriction-type-${r.code}`}>
                  {r.restrictionType ? props.typeName(r.restrictionType) : '—'}
                </Table.Td>
                <Table.Td>{zoneName(r.zoneId)}</Table.Td>
                <Table.Td>
                  {period(r.startDate, r.endDate)}
                  {r.fullDay ? '' : ` ${r.startTime ?? ''}–${r.endTime ?? ''}`}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="light"
                    color={r.active ? 'green' : 'gray'}
                    onClick={() =>
                      void run(
                        setRestrictionActive({
                          commandId: newCommandId(),
                          ...who,
                          restrictionId: r.restrictionId,
                          active: !r.active,
                        }),
                      )
                    }
                  >
                    {r.active ? t('restriction.active') : t('restriction.inactive')}
                  </Button>
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    color="red"
                    variant="subtle"
                    aria-label={t('common.remove')}
                    onClick={() =>
                      void run(
                        removeRestriction({
                          commandId: newCommandId(),
                          ...who,
                          restrictionId: r.restrictionId,
                        }),
                      )
                    }
                    data-testid={`remove-restriction-${r.code}`}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {row.restrictions.length === 0 && <Text c="dimmed">{t('restriction.none')}</Text>}
      <RestrictionForm
        personId={row.personId}
        zones={zones}
        types={props.types}
        onSaved={props.onChanged}
      />
    </Stack>
  );
}

/** The Exoneration tab: the requirements waived for the person (type, period), revoked, added. */
export function ExemptionsTab(props: {
  row: PersonAccessRow;
  types: Choice[];
  typeName: (code: string) => string;
  onChanged: Changed;
}) {
  const { row } = props;
  const { t } = useTranslation('accessRules');
  const run = useRun(props.onChanged);
  const who = { personId: row.personId };
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={420}>
        <Table data-testid="exemptions-table">
          <Table.Tbody>
            {row.exemptions.map((x) => (
              <Table.Tr key={x.exemptionId} data-testid={`exemption-${x.requirementCode}`}>
                <Table.Td>{x.requirementCode}</Table.Td>
                <Table.Td>{props.typeName(x.exemptionType)}</Table.Td>
                <Table.Td>{period(x.startDate, x.endDate)}</Table.Td>
                <Table.Td>
                  <ActionIcon
                    color="red"
                    variant="subtle"
                    aria-label={t('common.remove')}
                    onClick={() =>
                      void run(
                        revokeExemption({
                          commandId: newCommandId(),
                          ...who,
                          exemptionId: x.exemptionId,
                        }),
                      )
                    }
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {row.exemptions.length === 0 && <Text c="dimmed">{t('exemption.none')}</Text>}
      <ExemptionForm personId={row.personId} types={props.types} onSaved={props.onChanged} />
    </Stack>
  );
}
