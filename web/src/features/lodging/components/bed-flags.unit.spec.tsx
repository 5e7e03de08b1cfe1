import { screen } from '@testing-library/react';
import type { BedRow, HotelRow } from '@faena/contracts';
import { renderUi, setupI18n } from '../../../test/render';
import { BedFlags } from './bed-flags';

const hotel: HotelRow = {
  hotelId: 'H1',
  clientId: 'C1',
  name: 'Campamento Norte',
  maxStayDays: 28,
  rooms: [
    {
      roomId: 'R1',
      name: 'Pabellón A-101',
      beds: [
        { bedId: 'B1', name: 'Cama 1' },
        { bedId: 'B2', name: 'Cama 2' },
      ],
    },
  ],
};
const bed = (bedId: string, flags?: BedRow['assignments'][number]['flags']): BedRow => ({
  bedId,
  hotelId: 'H1',
  roomId: 'R1',
  roomName: 'Pabellón A-101',
  bedName: bedId,
  assignments: [
    {
      assignmentId: `A-${bedId}`,
      personId: 'P1',
      personName: 'Ana Quispe',
      checkIn: '2026-12-01',
      checkOut: '2026-12-20',
      ...(flags ? { flags } : {}),
    },
  ],
  version: 1,
});

beforeAll(() => setupI18n('es'));

describe('BedFlags', () => {
  it('warns of a stay a required document lapse cuts short, naming the bed, person, document and date', () => {
    const flags = [
      {
        code: 'requirements.expiresDuringStay',
        document: 'Examen médico',
        expiresOn: '2026-12-14',
      },
    ];
    renderUi(<BedFlags hotel={hotel} beds={{ B1: bed('B1', flags), B2: bed('B2') }} />);
    expect(screen.getByTestId('bed-flag-B1').textContent).toBe(
      'Pabellón A-101 · Cama 1: Ana Quispe, Examen médico vence el 14/12/2026, antes del fin de su estadía',
    );
    expect(screen.queryByTestId('bed-flag-B2')).toBeNull();
  });

  it('shows nothing when no stay is flagged', () => {
    renderUi(<BedFlags hotel={hotel} beds={{ B1: bed('B1') }} />);
    expect(screen.queryByTestId('bed-flags')).toBeNull();
  });
});
