import { Badge, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BedRow, HotelRow } from '@faena/contracts';
import { formatDate } from '../../../lib/format';

interface Props {
  hotel: HotelRow;
  beds: Record<string, BedRow>;
}

/** The camp's stays a required document's lapse cuts short (issue 18's daily job), one warning each. */
export function BedFlags({ hotel, beds }: Props) {
  const { t } = useTranslation('lodging');
  const flagged = hotel.rooms.flatMap((room) =>
    room.beds.flatMap((b) =>
      (beds[b.bedId]?.assignments ?? []).flatMap((stay) =>
        (stay.flags ?? []).map((flag, i) => ({ room, b, stay, flag, i })),
      ),
    ),
  );
  if (flagged.length === 0) return null;
  return (
    <Stack gap={4} mt="md" data-testid="bed-flags">
      {flagged.map(({ room, b, stay, flag, i }) => {
        const where = { room: room.name, bed: b.name, person: stay.personName };
        return (
          <Badge
            key={`${stay.assignmentId}-${i}`}
            color="orange"
            variant="light"
            data-testid={`bed-flag-${b.bedId}`}
            style={{ whiteSpace: 'normal', height: 'auto' }}
          >
            {flag.expiresOn
              ? t('flags.cutShort', {
                  ...where,
                  document: flag.document,
                  date: formatDate(flag.expiresOn),
                })
              : t('flags.notInForce', { ...where, document: flag.document })}
          </Badge>
        );
      })}
    </Stack>
  );
}
