import { Badge, Group, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OnSiteRow } from '@faena/contracts';
import { usePhone } from '../../../../components/ui/data-grid-cards';
import { exportSheet } from '../../../../components/ui/export-xlsx';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import type { TFunction } from 'i18next';

/** A row's "since": an instant (zone entry) at the site, a departure (date and hour), or a night's date. */
const SINCE_TEXT: Record<OnSiteRow['place'], (since: string) => string> = {
  ZONA: formatDateTime,
  BUS: (since) => `${formatDate(since.slice(0, 10))} ${since.slice(11)}`,
  CAMPAMENTO: formatDate,
};
const sinceText = (row: OnSiteRow) => SINCE_TEXT[row.place](row.since);

/** The badge colour of each place. */
const PLACE_COLOR: Record<OnSiteRow['place'], string> = {
  ZONA: 'blue',
  BUS: 'orange',
  CAMPAMENTO: 'grape',
};

/** The rows shown, as the "personas-en-sitio" spreadsheet. */
export const exportOnSite = (t: TFunction, rows: OnSiteRow[]) =>
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

/** One person on site: name and document, company, where (a badge and the place's name), since. */
function OnSiteTableRow({ row, wall }: { row: OnSiteRow; wall: boolean }) {
  return (
    <Table.Tr data-testid="on-site-row">
      <Table.Td>
        <Text fz={wall ? 'lg' : 'sm'} fw={600}>
          {row.personName}
        </Text>
        <Text fz="xs" c="dimmed">
          {row.documentNumber}
        </Text>
      </Table.Td>
      <Table.Td>{row.companyName}</Table.Td>
      <Table.Td>
        <PlaceBadge row={row} wall={wall} />
        {row.placeName}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{sinceText(row)}</Table.Td>
    </Table.Tr>
  );
}

/** The table's header row. */
function OnSiteTableHead() {
  const { t } = useTranslation('marks');
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('onSite.person')}</Table.Th>
        <Table.Th>{t('onSite.company')}</Table.Th>
        <Table.Th>{t('onSite.where')}</Table.Th>
        <Table.Th>{t('onSite.since')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** Below the table: the wall's page number (when it pages) and the empty text. */
function OnSiteTableFoot(props: { wall: boolean; page: number; pages: number; empty: boolean }) {
  const { t } = useTranslation('marks');
  return (
    <>
      {props.wall && props.pages > 1 && (
        <Text ta="right" fz="lg" c="dimmed" mt="xs" data-testid="on-site-wall-page">
          {t('onSite.page', { page: props.page + 1, count: props.pages })}
        </Text>
      )}
      {props.empty && (
        <Text c="dimmed" ta="center" py="md">
          {t('onSite.empty')}
        </Text>
      )}
    </>
  );
}

/** Where a person is: the place's badge and its name. */
function PlaceBadge({ row, wall }: { row: OnSiteRow; wall: boolean }) {
  const { t } = useTranslation('marks');
  return (
    <Badge
      size={wall ? 'lg' : 'sm'}
      variant="light"
      color={PLACE_COLOR[row.place]}
      mr="xs"
      style={{ flexShrink: 0 }}
    >
      {t(`place.${row.place}`)}
    </Badge>
  );
}

/** On a phone, one card a person: name and where first, then document, company and since. */
function OnSiteCard({ row }: { row: OnSiteRow }) {
  return (
    <Paper withBorder p="sm" data-testid="on-site-row">
      <Group justify="space-between" wrap="nowrap" align="start">
        <Text fw={600}>{row.personName}</Text>
        <PlaceBadge row={row} wall={false} />
      </Group>
      <Text fz="sm">{row.placeName}</Text>
      <Text fz="xs" c="dimmed">
        {row.documentNumber} · {row.companyName}
      </Text>
      <Text fz="xs" c="dimmed">
        {sinceText(row)}
      </Text>
    </Paper>
  );
}

/** The phone's list: the cards and the empty text. */
function OnSiteCards({ shown, ...foot }: OnSiteTableProps) {
  return (
    <Stack gap="xs" data-testid="on-site-cards">
      {shown.map((r) => (
        <OnSiteCard key={`${r.place}-${r.personId}-${r.placeName}`} row={r} />
      ))}
      <OnSiteTableFoot {...foot} wall={false} />
    </Stack>
  );
}

interface OnSiteTableProps {
  shown: OnSiteRow[];
  wall: boolean;
  page: number;
  pages: number;
  empty: boolean;
}

/**
 * The people on site (large type on the wall), the wall's page number and the empty text; on a
 * phone, cards instead of a table wider than the screen.
 */
export function OnSiteTable(props: OnSiteTableProps) {
  const phone = usePhone();
  if (phone && !props.wall) return <OnSiteCards {...props} />;
  const { shown, wall, ...foot } = props;
  return (
    <ScrollArea>
      <Table
        striped
        withTableBorder
        fz={wall ? 'lg' : 'sm'}
        verticalSpacing={wall ? 4 : 6}
        miw={560}
      >
        <OnSiteTableHead />
        <Table.Tbody>
          {shown.map((r) => (
            <OnSiteTableRow key={`${r.place}-${r.personId}-${r.placeName}`} row={r} wall={wall} />
          ))}
        </Table.Tbody>
      </Table>
      <OnSiteTableFoot wall={wall} {...foot} />
    </ScrollArea>
  );
}
