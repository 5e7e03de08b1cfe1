import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { OnSiteAnswer, OnSitePlace, OnSiteRow } from '@faena/contracts';
import { LiveStatus } from '../../../../components/ui/live-status';
import { useLiveRoom } from '../../../../hooks/use-live-room';
import { useNow } from '../../../../hooks/use-now';
import { notifyError } from '../../../../lib/notify';
import { useRotation } from '../../../../hooks/use-rotation';
import { pageCount, pageOf, parsePageSeconds } from '../../../../lib/wall';
import { useDisplay } from '../../../../stores/display.store';
import { useSession } from '../../../../stores/session.store';
import { listOnSite } from '../api/marks.api';
import { OnSiteCounts } from './on-site-counts';
import { exportOnSite, OnSiteTable } from './on-site-table';
import { FilterBar } from '../../../../components/forms/filter-bar';

type Place = OnSitePlace | 'ALL';

/** Rows a wall page holds at 1920×1080 under the counts: the board pages instead of scrolling. */
const WALL_ROWS = 7;

const PLACE_FILTERS = ['ALL', 'ZONA', 'BUS', 'CAMPAMENTO'] as const;

/** The muster's answer, reloaded on every change of the client's marks. */
function useOnSiteAnswer(clientId: string | null) {
  const [answer, setAnswer] = useState<OnSiteAnswer | null>(null);
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const load = useCallback(
    (afterPosition?: number) =>
      listOnSite(afterPosition)
        .then((a) => {
          setAnswer(a);
          setUpdatedAt(Date.now());
        })
        .catch(notifyError),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);
  useLiveRoom(clientId ? `marks:${clientId}` : null, (m) => void load(m.position), load);
  return { answer, updatedAt };
}

/** Whether a row's person, document or company holds the (lower-cased) search text. */
const matchesText = (r: OnSiteRow, text: string) =>
  !text ||
  r.personName.toLowerCase().includes(text) ||
  r.documentNumber.includes(text) ||
  r.companyName.toLowerCase().includes(text);

/** The rows of the chosen place that match the search. */
function useFilteredRows(answer: OnSiteAnswer | null, place: Place, search: string) {
  return useMemo(() => {
    const text = search.trim().toLowerCase();
    return (answer?.rows ?? []).filter(
      (r) => (place === 'ALL' || r.place === place) && matchesText(r, text),
    );
  }, [answer, place, search]);
}

/** On the wall, the rotating page of rows; on a screen, every row. */
function useWallPaging(rows: OnSiteRow[], wall: boolean, params: URLSearchParams) {
  const pages = wall ? pageCount(rows.length, WALL_ROWS) : 1;
  const page = useRotation(pages, parsePageSeconds(params));
  const shown = wall ? pageOf(rows, page, WALL_ROWS) : rows;
  return { pages, page, shown };
}

/**
 * The muster ("personas en sitio", /acceso/en-sitio): who is inside each zone, on a bus that has
 * left and with a bed tonight, with counts per zone on top, an export, and a wall mode
 * (?display=wall, as every board, or ?modo=pared) in large type. Live through marks:<clientId>
 * and zone:<clientId> (each change reloads the list).
 */
export function OnSitePage() {
  const { t } = useTranslation('marks');
  const user = useSession((s) => s.user);
  const [params] = useSearchParams();
  const wall = useDisplay((s) => s.wall) || params.get('modo') === 'pared';
  const { answer, updatedAt } = useOnSiteAnswer(user?.profile.clientId ?? null);
  const [place, setPlace] = useState<Place>('ALL');
  const [search, setSearch] = useState('');
  const rows = useFilteredRows(answer, place, search);
  const { pages, page, shown } = useWallPaging(rows, wall, params);
  return (
    <Stack data-testid="on-site-page" data-wall={wall ? 'true' : 'false'}>
      <OnSiteHeader wall={wall} updatedAt={updatedAt} onExport={() => void exportOnSite(t, rows)} />
      <OnSiteCounts answer={answer} wall={wall} />
      <Paper withBorder p="md">
        {!wall && (
          <OnSiteFilters place={place} setPlace={setPlace} search={search} setSearch={setSearch} />
        )}
        <OnSiteTable
          shown={shown}
          wall={wall}
          page={page}
          pages={pages}
          empty={answer !== null && rows.length === 0}
        />
      </Paper>
    </Stack>
  );
}

/** The title (larger on the wall), the subtitle and export off the wall, and the live status. */
function OnSiteHeader(props: { wall: boolean; updatedAt: number | null; onExport: () => void }) {
  const { t } = useTranslation('marks');
  const now = useNow();
  const { wall } = props;
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={1} size={wall ? 'h1' : 'h2'}>
          {t('onSite.title')}
        </Title>
        {!wall && <Text c="dimmed">{t('onSite.subtitle')}</Text>}
      </div>
      <Group gap="xs">
        <LiveStatus updatedAt={props.updatedAt} now={now} size={wall ? 'md' : 'xs'} />
        {!wall && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} />}
            onClick={props.onExport}
            data-testid="on-site-export"
          >
            {t('onSite.export')}
          </Button>
        )}
      </Group>
    </Group>
  );
}

/** The place filter and the search by person, document or company. */
function OnSiteFilters(props: {
  place: Place;
  setPlace: (p: Place) => void;
  search: string;
  setSearch: (s: string) => void;
}) {
  const { t } = useTranslation('marks');
  return (
    <FilterBar mb="sm">
      <SegmentedControl
        value={props.place}
        onChange={props.setPlace}
        data={PLACE_FILTERS.map((p) => ({ value: p, label: t(`place.${p}`) }))}
        data-testid="on-site-place"
      />
      <TextInput
        size="xs"
        placeholder={t('onSite.search')}
        value={props.search}
        onChange={(e) => props.setSearch(e.currentTarget.value)}
        data-testid="on-site-search"
      />
    </FilterBar>
  );
}
