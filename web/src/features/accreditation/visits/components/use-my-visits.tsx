import { Button } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, VisitRow } from '@faena/contracts';
import { useLiveGrid } from '../../../../hooks/use-live-grid';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useSelectionColumn } from '../../shared/components/selection-column';
import { useRowSelection } from '../../shared/hooks/use-row-selection';
import { listVisits } from '../api/visits.api';
import { useVisitColumns } from './visit-columns';
import { VisitViewButton } from './visit-view-button';
import { useZoneNames } from './use-zone-names';

const NEWEST_FIRST = [{ id: 'RowIndex', desc: true }];
const visitIdOf = (r: VisitRow) => r.visitId;
const codeOf = (r: VisitRow) => r.code;

/** The open dialogs of the requester's screen: new, correcting, viewing. */
function useVisitDialogs() {
  const [creating, setCreating] = useState(false);
  const [correcting, setCorrecting] = useState<VisitRow | null>(null);
  const [viewing, setViewing] = useState<VisitRow | null>(null);
  return { creating, setCreating, correcting, setCorrecting, viewing, setViewing };
}
export type VisitDialogs = ReturnType<typeof useVisitDialogs>;

/** A row's buttons: Corregir when observed, Ver always. */
function useVisitActions({ setCorrecting, setViewing }: VisitDialogs) {
  const { t } = useTranslation('visits');
  return useCallback(
    (row: VisitRow) => (
      <>
        {row.status === 'O' && (
          <Button
            size="compact-xs"
            variant="light"
            color="orange"
            onClick={() => setCorrecting(row)}
            data-testid={`correct-visit-${row.visitId}`}
          >
            {t('correct.action')}
          </Button>
        )}
        <VisitViewButton row={row} onView={setViewing} />
      </>
    ),
    [t, setCorrecting, setViewing],
  );
}

/** The requester's own visits, live in visit-requester:<username>. */
function useMyVisitsGrid(username: string) {
  return useLiveGrid<VisitRow>(username ? `visit-requester:${username}` : null, 'visit.changed', {
    fetchPage: listVisits,
    rowId: visitIdOf,
    versionOf: (r) => r.version,
    initialFilters: [{ field: 'requestedBy', op: '=', value: username }],
    initialSorting: NEWEST_FIRST,
    onError: notifyError,
  });
}

/** The requester's visits, live: the grid, its columns (with the LM tick when `selecting`), dialogs. */
export function useMyVisits(username: string, selecting: boolean) {
  const { t } = useTranslation('visits');
  const dialogs = useVisitDialogs();
  const zoneName = useZoneNames();
  const { grid, updatedAt, notices } = useMyVisitsGrid(username);
  const selection = useRowSelection(visitIdOf);
  const tick = useSelectionColumn({ selection, rowId: visitIdOf, codeOf });
  const base = useVisitColumns(useVisitActions(dialogs), zoneName);
  const columns = useMemo(() => (selecting ? [tick, ...base] : base), [selecting, tick, base]);
  /** Read your writes: the grid reloads at the command's position before the result shows. */
  const after = (messageKey: string) => async (result: CommandResult) => {
    await grid.refetch(result.position);
    dialogs.setCreating(false);
    dialogs.setCorrecting(null);
    notifySuccess(t(messageKey));
  };
  return { grid, updatedAt, notices, zoneName, selection, columns, dialogs, after };
}
export type MyVisits = ReturnType<typeof useMyVisits>;
