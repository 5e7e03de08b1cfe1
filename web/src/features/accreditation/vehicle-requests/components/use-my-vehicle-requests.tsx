import { Button } from '@mantine/core';
import { IconHistory, IconPencil } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, VehicleRequestRow } from '@faena/contracts';
import { useLiveGrid } from '../../../../hooks/use-live-grid';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useSelectionColumn } from '../../shared/components/selection-column';
import { useRowSelection } from '../../shared/hooks/use-row-selection';
import { listVehicleRequests } from '../api/vehicle-requests.api';
import { useVehicleRequestColumns } from './vehicle-request-columns';

const NEWEST_FIRST = [{ id: 'RowIndex', desc: true }];
const requestIdOf = (r: VehicleRequestRow) => r.requestId;
const codeOf = (r: VehicleRequestRow) => r.code;

/** The open dialogs of the applicant's screen: new, correcting, history. */
function useVehicleDialogs() {
  const [creating, setCreating] = useState(false);
  const [correcting, setCorrecting] = useState<VehicleRequestRow | null>(null);
  const [history, setHistory] = useState<VehicleRequestRow | null>(null);
  return { creating, setCreating, correcting, setCorrecting, history, setHistory };
}
type VehicleDialogs = ReturnType<typeof useVehicleDialogs>;

/** An observed request is corrected by its applicant; every request shows its history. */
function useVehicleActions({ setCorrecting, setHistory }: VehicleDialogs) {
  const { t } = useTranslation('vehicleRequests');
  return useCallback(
    (row: VehicleRequestRow) => (
      <>
        {row.status === 'O' && (
          <Button
            size="compact-xs"
            color="orange"
            leftSection={<IconPencil size={12} />}
            onClick={() => setCorrecting(row)}
            data-testid={`correct-vehicle-request-${row.requestId}`}
          >
            {t('correct.action')}
          </Button>
        )}
        <Button
          size="compact-xs"
          variant="default"
          leftSection={<IconHistory size={12} />}
          onClick={() => setHistory(row)}
          data-testid={`vehicle-request-history-${row.requestId}`}
        >
          {t('history.action')}
        </Button>
      </>
    ),
    [t, setCorrecting, setHistory],
  );
}

function useMyVehicleGrid(username: string) {
  return useLiveGrid<VehicleRequestRow>(
    username ? `vehicle-requester:${username}` : null,
    'vehicleRequest.changed',
    {
      fetchPage: listVehicleRequests,
      rowId: requestIdOf,
      versionOf: (r) => r.version,
      initialFilters: [{ field: 'submittedBy', op: '=', value: username }],
      initialSorting: NEWEST_FIRST,
      onError: notifyError,
    },
  );
}

/** The applicant's vehicle requests, live: the grid, its columns (the LM tick when `selecting`). */
export function useMyVehicleRequests(username: string, selecting: boolean) {
  const { t } = useTranslation('vehicleRequests');
  const dialogs = useVehicleDialogs();
  const live = useMyVehicleGrid(username);
  const selection = useRowSelection(requestIdOf);
  const tick = useSelectionColumn({ selection, rowId: requestIdOf, codeOf });
  const base = useVehicleRequestColumns(useVehicleActions(dialogs));
  const columns = useMemo(() => (selecting ? [tick, ...base] : base), [selecting, tick, base]);
  /** Read your writes: the grid reloads at the command's position before the result shows. */
  const after = (messageKey: string) => async (result: CommandResult) => {
    await live.grid.refetch(result.position);
    dialogs.setCreating(false);
    dialogs.setCorrecting(null);
    notifySuccess(t(messageKey));
  };
  return { ...live, selection, columns, dialogs, after };
}
export type MyVehicleRequests = ReturnType<typeof useMyVehicleRequests>;
