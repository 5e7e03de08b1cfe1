import { ScrollArea, Table, Text, Tooltip } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { BedAssignmentView, BedRow, HotelRow } from '@faena/contracts';
import { formatDate } from '../../../lib/format';
import classes from './bed-board.module.css';

interface Props {
  hotel: HotelRow;
  beds: Record<string, BedRow>;
  days: string[];
  /** the rooms to show (a wall page); all the hotel's by default */
  rooms?: HotelRow['rooms'];
  /** large type, read from a few metres */
  wall?: boolean;
}

const occupantOn = (bed: BedRow | undefined, day: string): BedAssignmentView | undefined =>
  bed?.assignments.find((a) => a.checkIn <= day && day < a.checkOut);

interface Segment {
  day: string;
  span: number;
  stay: BedAssignmentView | undefined;
}

/** The window's nights of one bed: a free night each, or one cell per stay spanning its nights. */
export function segments(bed: BedRow | undefined, days: string[]): Segment[] {
  const out: Segment[] = [];
  for (const day of days) {
    const stay = occupantOn(bed, day);
    const last = out[out.length - 1];
    if (stay && last?.stay?.assignmentId === stay.assignmentId) last.span += 1;
    else out.push({ day, span: 1, stay });
  }
  return out;
}

/** Rooms × beds down, nights across; an assigned night shows who sleeps there. */
export function BedBoardGrid({ hotel, beds, days, rooms = hotel.rooms, wall = false }: Props) {
  return (
    <ScrollArea data-testid="bed-board">
      <Table
        withTableBorder
        withColumnBorders
        className={classes.board}
        data-wall={wall ? 'true' : undefined}
      >
        <BoardHead days={days} />
        <Table.Tbody>
          {rooms.map((room) => (
            <RoomLines key={room.roomId} room={room} beds={beds} days={days} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** The bed column's title, then one column per night (weekday and date). */
function BoardHead({ days }: { days: string[] }) {
  const { t } = useTranslation('lodging');
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('board.bed')}</Table.Th>
        {days.map((d) => (
          <Table.Th key={d} className={classes.day}>
            <Text size="xs" fw={700}>
              {dayjs(d).format('dd')}
            </Text>
            <Text size="xs">{dayjs(d).format('DD/MM')}</Text>
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

interface RoomLinesProps {
  room: HotelRow['rooms'][number];
  beds: Record<string, BedRow>;
  days: string[];
}

/** A room's title across the board, then a line per bed. */
function RoomLines({ room, beds, days }: RoomLinesProps) {
  const { t } = useTranslation('lodging');
  return (
    <>
      <Table.Tr className={classes.room}>
        <Table.Td colSpan={days.length + 1}>
          <Text size="sm" fw={700}>
            {t('board.room', { room: room.name })}
          </Text>
        </Table.Td>
      </Table.Tr>
      {room.beds.map((b) => (
        <Table.Tr key={b.bedId} data-testid={`bed-row-${b.bedId}`}>
          <Table.Td className={classes.bedName}>
            <Text size="sm">{b.name}</Text>
          </Table.Td>
          {segments(beds[b.bedId], days).map((seg) => (
            <SegmentCell key={seg.day} bedId={b.bedId} seg={seg} />
          ))}
        </Table.Tr>
      ))}
    </>
  );
}

/** A free night, or a stay spanning its nights with who sleeps there. */
function SegmentCell({ bedId, seg }: { bedId: string; seg: Segment }) {
  const { t } = useTranslation('lodging');
  const testId = `bed-${bedId}-${seg.day}`;
  if (!seg.stay)
    return <Table.Td className={classes.free} data-testid={testId} data-taken="false" />;
  const { personName, checkIn, checkOut } = seg.stay;
  return (
    <Tooltip
      label={t('board.stay', {
        person: personName,
        from: formatDate(checkIn),
        to: formatDate(checkOut),
      })}
    >
      <Table.Td colSpan={seg.span} className={classes.taken} data-testid={testId} data-taken="true">
        <Text size="xs" fw={600} truncate>
          {personName}
        </Text>
      </Table.Td>
    </Tooltip>
  );
}
