import { Button, Group, Paper, Select, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_FILTERS, type CommandResult, type PersonAccessRow } from '@faena/contracts';
import { DataGrid } from '../../../../components/ui/data-grid';
import { TwoLineCell } from '../../../../components/ui/two-line-cell';
import { useServerGrid, type GridRow } from '../../../../components/ui/use-server-grid';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { personAccessPages } from '../api/access-rules.api';
import {
  ExemptionsTab,
  GroupTab,
  PersonAccessHeader,
  ProfileTab,
  RestrictionsTab,
} from './person-access-panel';
import { MarkingsTab, PersonTab, PhotoTab, RequirementsTab } from './person-access-tabs';
import { useAccessOptions, useCatalogChoices, useProfiles } from './use-access-options';
import { useAccessRulesLive } from './use-access-rules-live';

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

type Refetch = (afterPosition?: number) => Promise<void>;

/**
 * /acceso/personas (and /acceso/restricciones, /acceso/exoneraciones, which open a chosen person on
 * that tab): the person access management — List (people by the spec's group filter), then the
 * chosen person's Person, Photo, Requirements, Exoneration, Profile, Group, Restriction, Markings.
 */
export function PersonAccessPage({ tab = 'person' }: { tab?: Exclude<PersonAccessTab, 'list'> }) {
  const { t } = useTranslation('accessRules');
  const [groupFilter, setGroupFilter] = useState<string>('1');
  const [text, setText] = useState('');
  const [active, setActive] = useState<PersonAccessTab>('list');
  const [selected, setSelected] = useState<PersonAccessRow | null>(null);
  const refetch = useRef<Refetch | null>(null);
  const options = useAccessOptions();
  const profiles = useProfiles();
  const restrictionTypes = useCatalogChoices('restriction-types');
  const exemptionTypes = useCatalogChoices('exemption-types');
  const nameIn = (choices: Array<{ value: string; label: string }>) => (code: string) =>
    choices.find((c) => c.value === code)?.label ?? code;
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
  const tabLabel = (name: PersonAccessTab) => t(`tabs.${name}`);
  return (
    <Stack data-testid="person-access-page">
      <Title order={1} size="h2">
        {t('people.title')}
      </Title>
      <Text c="dimmed">{t('people.subtitle')}</Text>
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
          <Tabs.List style={{ flexWrap: 'wrap' }}>
            {PERSON_ACCESS_TABS.map((name) => (
              <Tabs.Tab
                key={name}
                value={name}
                disabled={name !== 'list' && !selected}
                data-testid={`person-access-tab-${name}`}
              >
                {tabLabel(name)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="list" pt="sm" keepMounted>
            <Group align="flex-end" mb="sm" wrap="wrap">
              <Select
                label={t('people.filter')}
                data={GROUP_FILTERS.map((f) => ({ value: f, label: t(`people.filter${f}`) }))}
                value={groupFilter}
                onChange={(v) => setGroupFilter(v ?? '1')}
                allowDeselect={false}
                data-testid="group-filter"
              />
              <TextInput
                label={t('people.search')}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                data-testid="person-search"
              />
            </Group>
            {/* a new filter is a new grid (the hook fetches its first page on mount) */}
            <PeopleGrid
              key={`${groupFilter}|${text}`}
              groupFilter={groupFilter}
              text={text}
              onManage={choose}
              onRows={fresh}
              onRefetch={registerRefetch}
            />
          </Tabs.Panel>
          {selected && (
            <>
              <Tabs.Panel value="person" pt="sm">
                <PersonTab row={selected} />
              </Tabs.Panel>
              <Tabs.Panel value="photo" pt="sm">
                <PhotoTab row={selected} />
              </Tabs.Panel>
              <Tabs.Panel value="requirements" pt="sm">
                <RequirementsTab row={selected} />
              </Tabs.Panel>
              <Tabs.Panel value="exemptions" pt="sm">
                <ExemptionsTab
                  row={selected}
                  types={exemptionTypes}
                  typeName={nameIn(exemptionTypes)}
                  onChanged={changed}
                />
              </Tabs.Panel>
              <Tabs.Panel value="profile" pt="sm">
                <ProfileTab row={selected} profiles={profiles} onChanged={changed} />
              </Tabs.Panel>
              <Tabs.Panel value="group" pt="sm">
                <GroupTab row={selected} groupOptions={options.groupOptions} onChanged={changed} />
              </Tabs.Panel>
              <Tabs.Panel value="restrictions" pt="sm">
                <RestrictionsTab
                  row={selected}
                  zones={options.zones}
                  types={restrictionTypes}
                  typeName={nameIn(restrictionTypes)}
                  onChanged={changed}
                />
              </Tabs.Panel>
              <Tabs.Panel value="markings" pt="sm">
                <MarkingsTab row={selected} />
              </Tabs.Panel>
            </>
          )}
        </Tabs>
      </Paper>
    </Stack>
  );
}

function PeopleGrid(props: {
  groupFilter: string;
  text: string;
  onManage: (row: PersonAccessRow) => void;
  onRows: (rows: PersonAccessRow[]) => void;
  /** hands the grid's refetch up (a change in a tab reloads the list up to its position) */
  onRefetch: (refetch: Refetch) => void;
}) {
  const { t } = useTranslation('accessRules');
  const { groupFilter, text, onManage, onRows, onRefetch } = props;
  const fetchPage = useMemo(() => personAccessPages(groupFilter, text), [groupFilter, text]);
  const grid = useServerGrid<PersonAccessRow>({
    fetchPage,
    rowId: (r) => r.personId,
    onError: notifyError,
  });
  useAccessRulesLive(grid.refetch);
  useEffect(() => onRefetch(grid.refetch), [grid.refetch, onRefetch]);
  useEffect(() => onRows(grid.rows), [grid.rows, onRows]);
  const columns = useMemo<Array<ColumnDef<GridRow<PersonAccessRow>>>>(
    () => [
      {
        accessorKey: 'fullName',
        header: t('people.person'),
        enableSorting: false,
        cell: ({ row }) => (
          <TwoLineCell
            primary={row.original.fullName}
            secondary={`${row.original.documentType} ${row.original.documentNumber}`}
          />
        ),
        meta: { phone: 'title' },
      },
      { accessorKey: 'companyName', header: t('people.company'), enableSorting: false },
      { accessorKey: 'group', header: t('people.group'), enableSorting: false },
      {
        id: 'profile',
        header: t('profiles.one'),
        enableSorting: false,
        cell: ({ row }) => row.original.profile?.profileCode ?? '',
        meta: { exportValue: (r: PersonAccessRow) => r.profile?.profileCode ?? '' },
      },
      {
        id: 'restrictions',
        header: t('people.restrictions'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.restrictions
            .filter((r) => r.active)
            .map((r) => r.code)
            .join(', '),
        meta: { exportValue: (r: PersonAccessRow) => r.restrictions.map((x) => x.code).join(', ') },
      },
      {
        id: 'exemptions',
        header: t('people.exemptions'),
        enableSorting: false,
        cell: ({ row }) => row.original.exemptions.map((x) => x.requirementCode).join(', '),
        meta: {
          exportValue: (r: PersonAccessRow) =>
            r.exemptions.map((x) => x.requirementCode).join(', '),
        },
      },
      {
        id: 'actions',
        header: t('common.actions'),
        enableSorting: false,
        cell: ({ row }) => (
          <Button
            size="xs"
            variant="subtle"
            onClick={() => onManage(row.original)}
            data-testid={`manage-${row.original.personId}`}
          >
            {t('people.manage')}
          </Button>
        ),
      },
    ],
    [t, onManage],
  );
  return (
    <DataGrid
      grid={grid}
      columns={columns}
      title={t('people.gridTitle')}
      exportFileName="acceso-personas"
      testId="person-access-grid"
      rowTestId={(r) => `person-access-row-${r.personId}`}
    />
  );
}
