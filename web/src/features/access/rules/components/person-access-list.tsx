import { Select, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_FILTERS, type PersonAccessRow } from '@faena/contracts';
import { DataGrid } from '../../../../components/ui/data-grid';
import { useServerGrid } from '../../../../components/ui/use-server-grid';
import { notifyError } from '../../../../lib/notify';
import { personAccessPages } from '../api/access-rules.api';
import { personAccessColumns } from './person-access-columns';
import { useAccessRulesLive } from './use-access-rules-live';
import { FilterBar } from '../../../../components/forms/filter-bar';

export type Refetch = (afterPosition?: number) => Promise<void>;

interface ListProps {
  onManage: (row: PersonAccessRow) => void;
  onRows: (rows: PersonAccessRow[]) => void;
  /** hands the grid's refetch up (a change in a tab reloads the list up to its position) */
  onRefetch: (refetch: Refetch) => void;
}

/** The List tab: the spec's group filter, the search and the people grid. */
export function PersonAccessList(props: ListProps) {
  const { t } = useTranslation('accessRules');
  const [groupFilter, setGroupFilter] = useState<string>('1');
  const [text, setText] = useState('');
  return (
    <>
      <FilterBar mb="sm">
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
      </FilterBar>
      {/* a new filter is a new grid (the hook fetches its first page on mount) */}
      <PeopleGrid key={`${groupFilter}|${text}`} groupFilter={groupFilter} text={text} {...props} />
    </>
  );
}

/** The people of the group filter and search, live, handing its rows and refetch up. */
function PeopleGrid(props: ListProps & { groupFilter: string; text: string }) {
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
  const columns = useMemo(() => personAccessColumns(t, onManage), [t, onManage]);
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
