import { Badge, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BedRow, HotelRow } from '@faena/contracts';
import { formatDate } from '../../../lib/format';

interface Props {
  hotel: HotelRow;
  beds: Record<string, BedRow>;
}

/** Every flag of every stay in the camp's beds, with the room, bed and stay it belongs to. */
function flaggedStays({ hotel, beds }: Props) {
  return hotel.rooms.flatMap((room) =>
    room.beds.flatMap((b) =>
      (beds[b.bedId]?.assignments ?? []).flatMap((stay) =>
        (stay.flags ?? []).map((flag, i) => ({ room, b, stay, flag, i })),
      ),
    ),
  );
}

type Flagged = ReturnType<typeof flaggedStays>[number];

/** "cut short on <date>" when the document lapses within the stay, else "not in force". */
function flagText(t: TFunction<'lodging'>, { room, b, stay, flag }: Flagged): string {
  const where = { room: room.name, bed: b.name, person: stay.personName };
  return flag.expiresOn
    ? t('flags.cutShort', { ...where, document: flag.document, date: formatDate(flag.expiresOn) })
    : t('flags.notInForce', { ...where, document: flag.document });
}

/** The camp's stays a required document's lapse cuts short (issue 18's daily job), one warning each. */
export function BedFlags({ hotel, beds }: Props) {
  const { t } = useTranslation('lodging');
  const flagged = flaggedStays({ hotel, beds });
  if (flagged.length === 0) return null;
  return (
    <Stack gap={4} mt="md" data-testid="bed-flags">
      {flagged.map((f) => (
        <Badge
          key={`${f.stay.assignmentId}-${f.i}`}
          color="orange"
          variant="light"
          data-testid={`bed-flag-${f.b.bedId}`}
          style={{ whiteSpace: 'normal', height: 'auto' }}
        >
          {flagText(t, f)}
        </Badge>
      ))}
    </Stack>
  );
}
