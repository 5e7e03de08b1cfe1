import { ScrollArea, Table, Text, Tooltip } from '@mantine/core';
import dayjs from 'dayjs';
import { Fragment } from 'react';
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
  const { t } = useTranslation('lodging');
  return (
    <ScrollArea data-testid="bed-board">
      <Table
        withTableBorder
        withColumnBorders
        className={classes.board}
        data-wall={wall ? 'true' : undefined}
      >
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
        <Table.Tbody>
          {rooms.map((room) => (
            <Fragment key={room.roomId}>
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
                  {segments(beds[b.bedId], days).map((seg) =>
                    seg.stay ? (
                      <Tooltip
                        key={seg.day}
                        label={t('board.stay', {
                          person: seg.stay.personName,
                          from: formatDate(seg.stay.checkIn),
                          to: formatDate(seg.stay.checkOut),
                        })}
                      >
                        <Table.Td
                          colSpan={seg.span}
                          className={classes.taken}
                          data-testid={`bed-${b.bedId}-${seg.day}`}
                          data-taken="true"
                        >
                          <Text size="xs" fw={600} truncate>
                            {seg.stay.personName}
                          </Text>
                        </Table.Td>
                      </Tooltip>
                    ) : (
                      <Table.Td
                        key={seg.day}
                        className={classes.free}
                        data-testid={`bed-${b.bedId}-${seg.day}`}
                        data-taken="false"
                      />
                    ),
                  )}
                </Table.Tr>
              ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
