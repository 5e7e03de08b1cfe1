import { Badge, Box, Group, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconSteeringWheel } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { SeatView } from '@faena/contracts';
import { formatDate } from '../../../lib/format';
import classes from './seat-map.module.css';

interface Props {
  capacity: number;
  seats: SeatView[];
  onSeat: (seat: number, taken: SeatView | null) => void;
}

/** Rows of four: two seats, the aisle, two seats; the driver in front. */
export function seatRows(capacity: number): Array<Array<number | null>> {
  const rows: Array<Array<number | null>> = [];
  for (let first = 1; first <= capacity; first += 4) {
    const row = [first, first + 1, null, first + 2, first + 3].map((n) =>
      n === null || n > capacity ? null : n,
    );
    rows.push(row);
  }
  return rows;
}

export function SeatMap({ capacity, seats, onSeat }: Props) {
  return (
    <Paper withBorder p="md" className={classes.bus} data-testid="seat-map">
      <BusFront />
      <SeatGrid capacity={capacity} seats={seats} onSeat={onSeat} />
      <SeatLegend />
      <SeatFlags seats={seats} />
    </Paper>
  );
}

/** The driver's place and the word for the front of the bus. */
function BusFront() {
  const { t } = useTranslation('transport');
  return (
    <Group justify="space-between" mb="md" className={classes.front}>
      <Group gap={6}>
        <IconSteeringWheel size={22} />
        <Text size="sm" c="dimmed">
          {t('map.driver')}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('map.front')}
      </Text>
    </Group>
  );
}

/** The rows of seats with the aisle between them. */
function SeatGrid({ capacity, seats, onSeat }: Props) {
  const bySeat = new Map(seats.filter((s) => s.occupied).map((s) => [s.seat, s]));
  return (
    <Stack gap={8}>
      {seatRows(capacity).map((row, r) => (
        <div key={r} className={classes.row}>
          {row.map((n, c) =>
            n === null ? (
              <Box key={`aisle-${c}`} className={classes.aisle} />
            ) : (
              <Seat
                key={n}
                seat={n}
                taken={bySeat.get(n) ?? null}
                onClick={() => onSeat(n, bySeat.get(n) ?? null)}
              />
            ),
          )}
        </div>
      ))}
    </Stack>
  );
}

/** What the colours of a free and a taken seat mean. */
function SeatLegend() {
  const { t } = useTranslation('transport');
  return (
    <Group gap="lg" mt="md">
      <Group gap={6}>
        <span className={`${classes.swatch} ${classes.free}`} />
        <Text size="xs">{t('map.free')}</Text>
      </Group>
      <Group gap={6}>
        <span className={`${classes.swatch} ${classes.taken}`} />
        <Text size="xs">{t('map.taken')}</Text>
      </Group>
    </Group>
  );
}

/** The seats a required document's lapse cuts short (issue 18's daily job), one warning each. */
function SeatFlags({ seats }: { seats: SeatView[] }) {
  const { t } = useTranslation('transport');
  const flagged = seats.flatMap((s) => (s.flags ?? []).map((f, i) => ({ seat: s.seat, f, i })));
  if (flagged.length === 0) return null;
  return (
    <Stack gap={4} mt="md">
      {flagged.map(({ seat, f, i }) => (
        <Badge
          key={`${seat}-${i}`}
          color="orange"
          variant="light"
          data-testid={`seat-flag-${seat}`}
        >
          {f.expiresOn
            ? t('flags.cutShort', { seat, document: f.document, date: formatDate(f.expiresOn) })
            : t('flags.notInForce', { seat, document: f.document })}
        </Badge>
      ))}
    </Stack>
  );
}

/** A seat of another company's passenger comes without a name (contractors): occupied, unnamed. */
function seatLabel(t: TFunction, seat: number, taken: SeatView | null): string {
  if (!taken) return t('map.seatFree', { seat });
  return taken.personName
    ? t('map.seatTaken', { seat, person: taken.personName })
    : t('map.seatOccupied', { seat });
}

interface SeatProps {
  seat: number;
  taken: SeatView | null;
  onClick: () => void;
}

function Seat({ seat, taken, onClick }: SeatProps) {
  const { t } = useTranslation('transport');
  const label = seatLabel(t, seat, taken);
  return (
    <Tooltip label={label} withArrow openDelay={200}>
      <UnstyledButton
        className={`${classes.seat} ${taken ? classes.taken : classes.free}`}
        onClick={onClick}
        aria-label={label}
        data-testid={`seat-${seat}`}
        data-taken={taken ? 'true' : 'false'}
      >
        <Text fw={700} size="sm">
          {seat}
        </Text>
        {/* a space before the name: the visible text reads "3 Ana…", part of the label */}
        {taken?.personName && ' '}
        {taken?.personName && (
          <Text size="9px" lh={1.1} truncate className={classes.name}>
            {taken.personName}
          </Text>
        )}
      </UnstyledButton>
    </Tooltip>
  );
}
