import { Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeopleStatusFilters, PersonStatusRow } from '@faena/contracts';
import { DataGrid } from '../../../../components/ui/data-grid';
import { useServerGrid } from '../../../../components/ui/use-server-grid';
import { useLiveRoom } from '../../../../hooks/use-live-room';
import { notifyError } from '../../../../lib/notify';
import { useSession } from '../../../../stores/session.store';
import { listPeopleStatus } from '../api/people-status.api';
import { PeopleStatusFiltersBar } from './people-status-filters';
import { usePeopleStatusColumns } from './people-status-columns';

/**
 * The people's grid under the screen's filters: reloaded when they change, and live: a
 * requirement change or a door mark of the client reloads the page shown.
 */
function usePeopleStatusGrid(filters: PeopleStatusFilters) {
  const clientId = useSession((s) => s.user?.profile.clientId ?? null);
  const contractor = useSession((s) => Boolean(s.user?.profile.companyId));
  const filtersRef = useRef(filters);
  const grid = useServerGrid<PersonStatusRow>({
    fetchPage: (p) => listPeopleStatus({ ...p, ...filtersRef.current }),
    rowId: (r) => r.personId,
    onError: notifyError,
  });
  useEffect(() => {
    filtersRef.current = filters;
    void grid.refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload on the screen's own filters only
  }, [filters]);
  const reload = (afterPosition: number) => grid.refetch(afterPosition);
  const room = (prefix: string) => (clientId && !contractor ? `${prefix}:${clientId}` : null);
  useLiveRoom(room('requirements'), (m) => void grid.refetch(m.position), reload);
  useLiveRoom(room('zone'), (m) => void grid.refetch(m.position), reload);
  return grid;
}

/**
 * /consultas/estado: per person, accredited or blocked (and by which documents), until when, on
 * site now.
 */
export function PeopleStatusPage() {
  const { t } = useTranslation('peopleStatus');
  const [filters, setFilters] = useState<PeopleStatusFilters>({});
  const grid = usePeopleStatusGrid(filters);
  const columns = usePeopleStatusColumns();
  return (
    <Stack data-testid="people-status-page">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text c="dimmed">{t('subtitle')}</Text>
      <PeopleStatusFiltersBar value={filters} onChange={setFilters} />
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          columns={columns}
          title={t('gridTitle')}
          exportFileName="estado-personas"
          testId="people-status-grid"
          rowTestId={(r) => `people-status-row-${r.personId}`}
        />
      </Paper>
    </Stack>
  );
}
