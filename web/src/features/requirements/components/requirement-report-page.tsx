import { Paper, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  RequirementLapsesPoint,
  RequirementReportParams,
  RequirementStatusRow,
} from '@faena/contracts';
import { NewRowsPill } from '../../../components/live/new-rows-pill';
import { DataGrid } from '../../../components/ui/data-grid';
import { PageHeading } from '../../../components/ui/page-heading';
import { LiveStatus } from '../../../components/ui/live-status';
import { useLiveGrid } from '../../../hooks/use-live-grid';
import { useNow } from '../../../hooks/use-now';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../stores/session.store';
import { requirementLapses, requirementReport } from '../api/requirements.api';
import { LapsesChart } from './lapses-chart';
import { ReportFilters } from './report-filters';
import { useRequirementColumns } from './requirement-columns';

export const rowKey = (r: RequirementStatusRow) =>
  `${r.subjectEntity}:${r.subjectId}:${r.clientId}:${r.typeCode}`;

/** The report's rows for its filters, live through requirements:<clientId> (not a contractor's). */
function useReportGrid(params: RequirementReportParams) {
  const clientId = useSession((s) => s.user?.profile.clientId ?? null);
  const contractor = useSession((s) => Boolean(s.user?.profile.companyId));
  const paramsRef = useRef(params);
  const live = useLiveGrid<RequirementStatusRow>(
    clientId && !contractor ? `requirements:${clientId}` : null,
    'requirement.changed',
    {
      fetchPage: (p) => requirementReport({ ...p, ...paramsRef.current }),
      rowId: rowKey,
      versionOf: (r) => r.version,
      onError: notifyError,
    },
  );
  useEffect(() => {
    paramsRef.current = params;
    void live.grid.refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload on the report's own filters only
  }, [params]);
  return live;
}

/** The lapses per month of the report's expiry month range. */
function useLapses({ fromMonth, toMonth }: RequirementReportParams): RequirementLapsesPoint[] {
  const [points, setPoints] = useState<RequirementLapsesPoint[]>([]);
  useEffect(() => {
    requirementLapses({ fromMonth, toMonth }).then(setPoints, notifyError);
  }, [fromMonth, toMonth]);
  return points;
}

/** The requirement report: lapses per month, then the grid; live through requirements:<clientId>. */
export function RequirementReportPage() {
  const { t } = useTranslation('requirements');
  const [params, setParams] = useState<RequirementReportParams>({});
  const points = useLapses(params);
  const { grid, updatedAt, notices } = useReportGrid(params);
  const now = useNow();
  const columns = useRequirementColumns();
  return (
    <Stack data-testid="requirement-report-page">
      <PageHeading title={t('report.title')} subtitle={t('report.subtitle')} />
      <LapsesChart points={points} />
      <ReportFilters value={params} onChange={setParams} />
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          isFresh={(r) => notices.isFresh(rowKey(r))}
          columns={columns}
          title={t('report.gridTitle')}
          exportFileName="reporte-requisitos"
          testId="requirement-report-grid"
          rowTestId={(r) => `requirement-row-${r.subjectId}-${r.typeCode}`}
          toolbar={<LiveStatus updatedAt={updatedAt} now={now} size="xs" />}
        />
      </Paper>
      <NewRowsPill notices={notices} />
    </Stack>
  );
}
