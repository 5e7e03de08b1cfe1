import { Paper, Stack, Tabs } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, PersonAccessRow } from '@faena/contracts';
import { PageTitle } from '../../../../components/ui/page-title';
import { notifySuccess } from '../../../../lib/notify';
import { PersonAccessHeader } from './person-access-panel';
import { PersonRulePanels, useRuleChoices, type RuleChoices } from './person-access-rule-panels';
import { PersonAccessList, type Refetch } from './person-access-list';
import { MarkingsTab, PersonTab, PhotoTab, RequirementsTab } from './person-access-tabs';

/** The spec's person access management tabs, in the spec's order. */
export const PERSON_ACCESS_TABS = [
  'list',
  'person',
  'photo',
  'requirements',
  'exemptions',
  'profile',
  'group',
  'restrictions',
  'markings',
] as const;
export type PersonAccessTab = (typeof PERSON_ACCESS_TABS)[number];

/**
 * The tab shown and the chosen person (kept fresh from the list's rows); a change in a tab
 * reloads the list up to its position and says "saved".
 */
function usePersonAccess(tab: Exclude<PersonAccessTab, 'list'>) {
  const { t } = useTranslation('accessRules');
  const [active, setActive] = useState<PersonAccessTab>('list');
  const [selected, setSelected] = useState<PersonAccessRow | null>(null);
  const refetch = useRef<Refetch | null>(null);
  const choose = useCallback(
    (row: PersonAccessRow) => {
      setSelected(row);
      setActive(tab);
    },
    [tab],
  );
  // the grid's fresh rows (after a change or a live notice) replace the chosen person's
  const fresh = useCallback((rows: PersonAccessRow[]) => {
    setSelected((s) => (s ? (rows.find((r) => r.personId === s.personId) ?? s) : s));
  }, []);
  const registerRefetch = useCallback((f: Refetch) => {
    refetch.current = f;
  }, []);
  const changed = async (result: CommandResult) => {
    await refetch.current?.(result.position);
    notifySuccess(t('common.saved'));
  };
  return { active, setActive, selected, choose, fresh, registerRefetch, changed };
}

/**
 * /acceso/personas (and /acceso/restricciones, /acceso/exoneraciones, which open a chosen person on
 * that tab): the person access management — List (people by the spec's group filter), then the
 * chosen person's Person, Photo, Requirements, Exoneration, Profile, Group, Restriction, Markings.
 */
export function PersonAccessPage({ tab = 'person' }: { tab?: Exclude<PersonAccessTab, 'list'> }) {
  const { t } = useTranslation('accessRules');
  const { active, setActive, selected, choose, fresh, registerRefetch, changed } =
    usePersonAccess(tab);
  const choices = useRuleChoices();
  return (
    <Stack data-testid="person-access-page">
      <PageTitle title={t('people.title')} subtitle={t('people.subtitle')} />
      <Paper withBorder p="md">
        {selected && active !== 'list' && <PersonAccessHeader row={selected} />}
        <Tabs
          value={active}
          onChange={(v) => v && setActive(v as PersonAccessTab)}
          keepMounted={false}
          // the list stays mounted and live (display: none, not a hidden Activity): a change in
          // another tab refetches it and the chosen row follows
          keepMountedMode="display-none"
          mt="xs"
        >
          <PersonAccessTabList chosen={selected !== null} />
          <Tabs.Panel value="list" pt="sm" keepMounted>
            <PersonAccessList onManage={choose} onRows={fresh} onRefetch={registerRefetch} />
          </Tabs.Panel>
          {selected && <PersonPanels row={selected} choices={choices} onChanged={changed} />}
        </Tabs>
      </Paper>
    </Stack>
  );
}

/** The tabs' buttons; a person's tabs wait until a person is chosen. */
function PersonAccessTabList({ chosen }: { chosen: boolean }) {
  const { t } = useTranslation('accessRules');
  return (
    <Tabs.List style={{ flexWrap: 'wrap' }}>
      {PERSON_ACCESS_TABS.map((name) => (
        <Tabs.Tab
          key={name}
          value={name}
          disabled={name !== 'list' && !chosen}
          data-testid={`person-access-tab-${name}`}
        >
          {t(`tabs.${name}`)}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}

/** The chosen person's tabs: what they are, and their exemptions, profile, group, restrictions. */
function PersonPanels(props: {
  row: PersonAccessRow;
  choices: RuleChoices;
  onChanged: (result: CommandResult) => Promise<void>;
}) {
  const { row, onChanged } = props;
  return (
    <>
      <Tabs.Panel value="person" pt="sm">
        <PersonTab row={row} />
      </Tabs.Panel>
      <Tabs.Panel value="photo" pt="sm">
        <PhotoTab row={row} />
      </Tabs.Panel>
      <Tabs.Panel value="requirements" pt="sm">
        <RequirementsTab row={row} />
      </Tabs.Panel>
      <PersonRulePanels row={row} choices={props.choices} onChanged={onChanged} />
      <Tabs.Panel value="markings" pt="sm">
        <MarkingsTab row={row} />
      </Tabs.Panel>
    </>
  );
}
