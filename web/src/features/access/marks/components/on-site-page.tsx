import {
  Badge,
  Button,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { OnSiteAnswer, OnSitePlace, OnSiteRow } from '@faena/contracts';
import { exportSheet } from '../../../../components/ui/export-xlsx';
import { LiveStatus } from '../../../../components/ui/live-status';
import { useLiveRoom } from '../../../../hooks/use-live-room';
import { useNow } from '../../../../hooks/use-now';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { useRotation } from '../../../../hooks/use-rotation';
import { pageCount, pageOf, parsePageSeconds } from '../../../../lib/wall';
import { useDisplay } from '../../../../stores/display.store';
import { useSession } from '../../../../stores/session.store';
import { listOnSite } from '../api/marks.api';

type Place = OnSitePlace | 'ALL';

/** Rows a wall page holds at 1920×1080 under the counts: the board pages instead of scrolling. */
const WALL_ROWS = 7;

/** A row's "since": an instant (zone entry) at the site, a departure (date and hour), or a night's date. */
const sinceText = (row: OnSiteRow) =>
  row.place === 'ZONA'
    ? formatDateTime(row.since)
    : row.place === 'BUS'
      ? `${formatDate(row.since.slice(0, 10))} ${row.since.slice(11)}`
      : formatDate(row.since);

/**
 * The muster ("personas en sitio", /acceso/en-sitio): who is inside each zone, on a bus that has
 * left and with a bed tonight, with counts per zone on top, an export, and a wall mode
 * (?display=wall, as every board, or ?modo=pared) in large type. Live through marks:<clientId>
 * and zone:<clientId> (each change reloads the list).
 */
export function OnSitePage() {
  const { t } = useTranslation('marks');
  const user = useSession((s) => s.user);
  const clientId = user?.profile.clientId ?? null;
  const [params] = useSearchParams();
  const wall = useDisplay((s) => s.wall) || params.get('modo') === 'pared';
  const now = useNow();
  const [answer, setAnswer] = useState<OnSiteAnswer | null>(null);
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const [place, setPlace] = useState<Place>('ALL');
  const [search, setSearch] = useState('');
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

  const rows = useMemo(() => {
    const text = search.trim().toLowerCase();
    return (answer?.rows ?? []).filter(
      (r) =>
        (place === 'ALL' || r.place === place) &&
        (!text ||
          r.personName.toLowerCase().includes(text) ||
          r.documentNumber.includes(text) ||
          r.companyName.toLowerCase().includes(text)),
    );
  }, [answer, place, search]);

  const exportRows = () =>
    exportSheet({
      fileName: 'personas-en-sitio',
      title: t('onSite.title'),
      headers: [
        t('onSite.person'),
        t('onSite.document'),
        t('onSite.company'),
        t('onSite.where'),
        t('onSite.placeName'),
        t('onSite.since'),
      ],
      rows: rows.map((r) => [
        r.personName,
        r.documentNumber,
        r.companyName,
        t(`place.${r.place}`),
        r.placeName,
        sinceText(r),
      ]),
    }).catch(notifyError);

  const size = wall ? 'lg' : 'sm';
  const pages = wall ? pageCount(rows.length, WALL_ROWS) : 1;
  const page = useRotation(pages, parsePageSeconds(params));
  const shown = wall ? pageOf(rows, page, WALL_ROWS) : rows;
  return (
    <Stack data-testid="on-site-page" data-wall={wall ? 'true' : 'false'}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size={wall ? 'h1' : 'h2'}>
            {t('onSite.title')}
          </Title>
          {!wall && <Text c="dimmed">{t('onSite.subtitle')}</Text>}
        </div>
        <Group gap="xs">
          <LiveStatus updatedAt={updatedAt} now={now} size={wall ? 'md' : 'xs'} />
          {!wall && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              onClick={() => void exportRows()}
              data-testid="on-site-export"
            >
              {t('onSite.export')}
            </Button>
          )}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: wall ? 8 : 5 }} data-testid="on-site-counts">
        <Count
          label={t('onSite.total')}
          value={answer?.total ?? 0}
          wall={wall}
          testId="count-total"
        />
        {(answer?.zones ?? []).map((z) => (
          <Count
            key={z.zoneId}
            label={z.name}
            value={z.count}
            wall={wall}
            testId={`count-zone-${z.zoneId}`}
          />
        ))}
        <Count label={t('place.BUS')} value={answer?.onBus ?? 0} wall={wall} testId="count-bus" />
        <Count
          label={t('place.CAMPAMENTO')}
          value={answer?.inCamp ?? 0}
          wall={wall}
          testId="count-camp"
        />
      </SimpleGrid>
      <Paper withBorder p="md">
        {!wall && (
          <Group mb="sm" wrap="wrap">
            <SegmentedControl
              value={place}
              onChange={setPlace}
              data={(['ALL', 'ZONA', 'BUS', 'CAMPAMENTO'] as const).map((p) => ({
                value: p,
                label: t(`place.${p}`),
              }))}
              data-testid="on-site-place"
            />
            <TextInput
              size="xs"
              placeholder={t('onSite.search')}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              data-testid="on-site-search"
            />
          </Group>
        )}
        <ScrollArea>
          <Table striped withTableBorder fz={size} verticalSpacing={wall ? 4 : 6} miw={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('onSite.person')}</Table.Th>
                <Table.Th>{t('onSite.company')}</Table.Th>
                <Table.Th>{t('onSite.where')}</Table.Th>
                <Table.Th>{t('onSite.since')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((r) => (
                <Table.Tr key={`${r.place}-${r.personId}-${r.placeName}`} data-testid="on-site-row">
                  <Table.Td>
                    <Text fz={size} fw={600}>
                      {r.personName}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {r.documentNumber}
                    </Text>
                  </Table.Td>
                  <Table.Td>{r.companyName}</Table.Td>
                  <Table.Td>
                    <Badge
                      size={wall ? 'lg' : 'sm'}
                      variant="light"
                      color={r.place === 'ZONA' ? 'blue' : r.place === 'BUS' ? 'orange' : 'grape'}
                      mr="xs"
                    >
                      {t(`place.${r.place}`)}
                    </Badge>
                    {r.placeName}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{sinceText(r)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {wall && pages > 1 && (
            <Text ta="right" fz="lg" c="dimmed" mt="xs" data-testid="on-site-wall-page">
              {t('onSite.page', { page: page + 1, count: pages })}
            </Text>
          )}
          {answer && rows.length === 0 && (
            <Text c="dimmed" ta="center" py="md">
              {t('onSite.empty')}
            </Text>
          )}
        </ScrollArea>
      </Paper>
    </Stack>
  );
}

function Count(props: { label: string; value: number; wall: boolean; testId: string }) {
  return (
    <Paper withBorder p={props.wall ? 'md' : 'sm'} data-testid={props.testId}>
      <Text fz={props.wall ? 'lg' : 'xs'} c="dimmed" lineClamp={props.wall ? 2 : 1}>
        {props.label}
      </Text>
      <Text fz={props.wall ? '2.5rem' : 'xl'} fw={700} lh={1.1}>
        {props.value}
      </Text>
    </Paper>
  );
}
