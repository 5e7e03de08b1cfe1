import { Badge, Stack, Table, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API, type GridPage, type MarkRow } from '@faena/contracts';
import { formatDate } from '../../../../lib/format';
import { http } from '../../../../lib/http';
import type { VehicleAccessRow } from '../api/vehicle-access.api';
import { useVehicleAccessLive } from './use-vehicle-access-live';

/** How many of the latest marks the tab shows. */
const SHOWN = 20;

/**
 * The latest marks with a plate, kept current: a mark with this plate recorded, corrected or
 * voided reloads them (the page shown stays until the reload answers).
 */
export function useVehicleMarks(plate: string): GridPage<MarkRow> | null | 'failed' {
  const [state, setState] = useState<{ plate: string; page: GridPage<MarkRow> | 'failed' }>();
  const load = useCallback(
    (afterPosition?: number) =>
      http
        .get<GridPage<MarkRow>>(API.listMarks.path, {
          skip: 0,
          take: SHOWN,
          sort: JSON.stringify([{ selector: 'markedAt', desc: true }]),
          filter: JSON.stringify(['plate', '=', plate]),
          afterPosition,
        })
        .then(
          (page) => setState({ plate, page }),
          () => setState({ plate, page: 'failed' }),
        ),
    [plate],
  );
  useEffect(() => {
    void load();
  }, [load]);
  useVehicleAccessLive({ change: 'mark', plate, refetch: load });
  return state?.plate === plate ? state.page : null;
}

/** The Markings tab: the latest marks with the vehicle's plate (the vehicle V and its occupants). */
export function VehicleMarkingsTab({ row }: { row: VehicleAccessRow }) {
  const { t } = useTranslation('accessRules');
  const page = useVehicleMarks(row.plate);
  if (page === 'failed') return <Text c="red">{t('tabs.failed')}</Text>;
  if (page === null) return <Text c="dimmed">{t('tabs.loading')}</Text>;
  if (page.data.length === 0) return <Text c="dimmed">{t('tabs.noMarks')}</Text>;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={480}>
        <Table data-testid="vehicle-access-marks">
          <Table.Tbody>
            {page.data.map((m) => (
              <VehicleMarkLine key={m.markId} mark={m} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        {t('tabs.marksCount', { shown: page.data.length, total: page.totalCount })}
      </Text>
    </Stack>
  );
}

/** One mark: when, which kind, where, how and whether it was granted. */
function VehicleMarkLine({ mark: m }: { mark: MarkRow }) {
  const { t } = useTranslation('accessRules');
  return (
    <Table.Tr data-testid="vehicle-access-mark">
      <Table.Td>
        {formatDate(m.date)} {m.hour}
      </Table.Td>
      <Table.Td>{t(`vehicles.markType.${m.markType}`)}</Table.Td>
      <Table.Td>
        {m.zoneName} · {m.doorName}
      </Table.Td>
      <Table.Td>{t(`tabs.mode.${m.mode}`)}</Table.Td>
      <Table.Td>
        <Badge color={m.granted ? 'green' : 'red'} variant="light">
          {t(m.granted ? 'tabs.granted' : 'tabs.denied')}
        </Badge>
      </Table.Td>
    </Table.Tr>
  );
}
