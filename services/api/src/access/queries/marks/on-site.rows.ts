import type { OnSiteRow } from '@faena/contracts';
import type { BedView, MarkPresence, TripView } from '@faena/projections';

// The rows of the muster ("personas en sitio"), by place: see OnSiteHandler.

type PlaceRow = Omit<OnSiteRow, 'documentNumber' | 'companyName'>;

export const zoneRow = (p: MarkPresence): OnSiteRow => ({
  personId: p.personId,
  personName: p.personName,
  documentNumber: p.documentNumber,
  companyName: p.companyName,
  place: 'ZONA',
  placeName: p.zoneName,
  since: p.since,
});

/** The occupied seats of today's trips whose departure hour has passed. */
export const busRows = (trips: TripView[], hour: string): PlaceRow[] =>
  trips
    .filter((t) => t.departureTime <= hour)
    .flatMap((t) =>
      t.seats.flatMap((s) =>
        s.occupied && s.personId
          ? [
              {
                personId: s.personId,
                personName: s.personName ?? '',
                place: 'BUS' as const,
                placeName: `${t.route} · ${t.plate}`,
                since: `${t.date} ${t.departureTime}`,
              },
            ]
          : [],
      ),
    );

/** The beds assigned for tonight (the stay covers today's night) in each camp. */
export const bedRows = (
  camps: Array<{ hotel: { name: string }; beds: BedView[] }>,
  today: string,
): PlaceRow[] =>
  camps.flatMap(({ hotel, beds }) =>
    beds.flatMap((b) =>
      b.assignments
        .filter((a) => a.checkIn <= today && today < a.checkOut)
        .map((a) => ({
          personId: a.personId,
          personName: a.personName,
          place: 'CAMPAMENTO' as const,
          placeName: `${hotel.name} · ${b.roomName} · ${b.bedName}`,
          since: a.checkIn,
        })),
    ),
  );

/** A bus or camp row with the person's document and company from the people read model. */
export const withPerson = (
  r: PlaceRow,
  people: ReadonlyMap<string, { documentNumber: string; companyName: string }>,
): OnSiteRow => {
  const person = people.get(r.personId);
  return {
    ...r,
    documentNumber: person?.documentNumber ?? '',
    companyName: person?.companyName ?? '',
  };
};

const PLACE_ORDER = { ZONA: 0, BUS: 1, CAMPAMENTO: 2 } as const;

/** Rows by place (zones, buses, camps), then place name, then person name. */
export const byPlace = (rows: OnSiteRow[]): OnSiteRow[] =>
  rows.sort(
    (a, b) =>
      PLACE_ORDER[a.place] - PLACE_ORDER[b.place] ||
      a.placeName.localeCompare(b.placeName) ||
      a.personName.localeCompare(b.personName),
  );

/** Each zone of the client with its capacity and the people inside, by name. */
export const zoneCounts = (
  zones: Array<{ zoneId: string; name: string; capacity: number }>,
  presences: MarkPresence[],
) => {
  const counts = new Map<string, number>();
  for (const p of presences) counts.set(p.zoneId, (counts.get(p.zoneId) ?? 0) + 1);
  return zones
    .map((z) => ({
      zoneId: z.zoneId,
      name: z.name,
      capacity: z.capacity,
      count: counts.get(z.zoneId) ?? 0,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
};
