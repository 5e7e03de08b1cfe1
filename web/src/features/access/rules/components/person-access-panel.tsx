import {
  ActionIcon,
  Badge,
  Button,
  Divider,
  Group,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, PersonAccessRow, ZoneRow } from '@faena/contracts';
import { DateBox } from '../../../../components/forms/date-field';
import { newCommandId } from '../../../../lib/command-id';
import { formatDate, plusDays, today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import {
  assignGroup,
  removeRestriction,
  revokeExemption,
  setRestrictionActive,
} from '../api/access-rules.api';
import { ExemptionForm } from './exemption-form';
import { MarkingsTab, PersonTab, PhotoTab, RequirementsTab } from './person-access-tabs';
import { RestrictionForm } from './restriction-form';

interface Props {
  row: PersonAccessRow;
  zones: ZoneRow[];
  groupOptions: Array<{ value: string; label: string }>;
  tab: 'restrictions' | 'exemptions';
  onChanged: (result: CommandResult) => Promise<void>;
}

/**
 * A person's access at the client (the spec's person access management tabs): the group on top,
 * then Person, Photo, Requirements, Exoneration, Restriction and Markings.
 */
export function PersonAccessPanel({ row, zones, groupOptions, tab, onChanged }: Props) {
  const { t } = useTranslation('accessRules');
  const [groupCode, setGroupCode] = useState<string | null>(null);
  const [dates, setDates] = useState({ startDate: today(), endDate: plusDays(today(), 365) });
  const run = (call: Promise<CommandResult>) => call.then(onChanged, notifyError);
  const who = { personId: row.personId };
  const zoneName = (id: string) => zones.find((z) => z.zoneId === id)?.name ?? id;
  const period = (a: string, b: string) => `${formatDate(a)} – ${formatDate(b)}`;
  return (
    <Stack data-testid="person-access-panel">
      <Text fw={600}>
        {row.fullName} · {row.documentNumber}
      </Text>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('people.group')}
          data={groupOptions}
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
      <Text size="sm">
        {t('people.group')}: <Badge variant="light">{row.group}</Badge>{' '}
        {row.groups.map((g) => `${g.groupCode} (${period(g.startDate, g.endDate)})`).join(', ')}
      </Text>
      <Divider />
      <Tabs defaultValue={tab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="person">{t('tabs.person')}</Tabs.Tab>
          <Tabs.Tab value="photo">{t('tabs.photo')}</Tabs.Tab>
          <Tabs.Tab value="requirements">{t('tabs.requirements')}</Tabs.Tab>
          <Tabs.Tab value="exemptions">{t('people.exemptions')}</Tabs.Tab>
          <Tabs.Tab value="restrictions">{t('people.restrictions')}</Tabs.Tab>
          <Tabs.Tab value="markings" data-testid="person-access-markings-tab">
            {t('tabs.markings')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="person" pt="sm">
          <PersonTab row={row} />
        </Tabs.Panel>
        <Tabs.Panel value="photo" pt="sm">
          <PhotoTab row={row} />
        </Tabs.Panel>
        <Tabs.Panel value="requirements" pt="sm">
          <RequirementsTab row={row} />
        </Tabs.Panel>
        <Tabs.Panel value="markings" pt="sm">
          <MarkingsTab row={row} />
        </Tabs.Panel>
        <Tabs.Panel value="restrictions" pt="sm">
          <Table.ScrollContainer minWidth={480}>
            <Table data-testid="restrictions-table">
              <Table.Tbody>
                {row.restrictions.map((r) => (
                  <Table.Tr key={r.restrictionId} data-testid={`restriction-${r.code}`}>
                    <Table.Td>{r.code}</Table.Td>
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
          <RestrictionForm personId={row.personId} zones={zones} onSaved={onChanged} />
        </Tabs.Panel>
        <Tabs.Panel value="exemptions" pt="sm">
          <Table data-testid="exemptions-table">
            <Table.Tbody>
              {row.exemptions.map((x) => (
                <Table.Tr key={x.exemptionId}>
                  <Table.Td>{x.requirementCode}</Table.Td>
                  <Table.Td>{x.exemptionType}</Table.Td>
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
          {row.exemptions.length === 0 && <Text c="dimmed">{t('exemption.none')}</Text>}
          <ExemptionForm personId={row.personId} onSaved={onChanged} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
