import { Button, Group, Modal, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_FILTERS, type CommandResult, type PersonAccessRow } from '@faena/contracts';
import { DataGrid } from '../../../../components/ui/data-grid';
import { TwoLineCell } from '../../../../components/ui/two-line-cell';
import { useAccessRulesLive } from './use-access-rules-live';
import { useServerGrid, type GridRow } from '../../../../components/ui/use-server-grid';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { personAccessPages } from '../api/access-rules.api';
import { PersonAccessPanel } from './person-access-panel';
import { useAccessOptions } from './use-access-options';

/** /acceso/restricciones and /acceso/exoneraciones: people by group filter, each person's rules. */
export function PersonAccessPage({ tab }: { tab: 'restrictions' | 'exemptions' }) {
  const { t } = useTranslation('accessRules');
  const [groupFilter, setGroupFilter] = useState<string>('1');
  const [text, setText] = useState('');
  return (
    <Stack data-testid="person-access-page">
      <Title order={1} size="h2">
        {t('people.title')}
      </Title>
      <Text c="dimmed">{t('people.subtitle')}</Text>
      <Paper withBorder p="md">
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
          tab={tab}
        />
      </Paper>
    </Stack>
  );
}

function PeopleGrid(props: {
  groupFilter: string;
  text: string;
  tab: 'restrictions' | 'exemptions';
}) {
  const { t } = useTranslation('accessRules');
  const [openId, setOpenId] = useState<string | null>(null);
  const options = useAccessOptions();
  const fetchPage = useMemo(() => personAccessPages(props.groupFilter, props.text), [props]);
  const grid = useServerGrid<PersonAccessRow>({
    fetchPage,
    rowId: (r) => r.personId,
    onError: notifyError,
  });
  useAccessRulesLive(grid.refetch);
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
            onClick={() => setOpenId(row.original.personId)}
            data-testid={`manage-${row.original.personId}`}
          >
            {t('people.manage')}
          </Button>
        ),
      },
    ],
    [t],
  );
  const open = grid.rows.find((r) => r.personId === openId);
  const changed = async (result: CommandResult) => {
    await grid.refetch(result.position);
    notifySuccess(t('common.saved'));
  };
  return (
    <>
      <DataGrid
        grid={grid}
        columns={columns}
        title={t('people.gridTitle')}
        exportFileName="acceso-personas"
        testId="person-access-grid"
        rowTestId={(r) => `person-access-row-${r.personId}`}
      />
      <Modal
        opened={open !== undefined}
        onClose={() => setOpenId(null)}
        title={t('people.title')}
        size="xl"
      >
        {open && (
          <PersonAccessPanel
            row={open}
            zones={options.zones}
            groupOptions={options.groupOptions}
            tab={props.tab}
            onChanged={changed}
          />
        )}
      </Modal>
    </>
  );
}
