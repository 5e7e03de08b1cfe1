import { fireEvent, screen } from '@testing-library/react';
import type { SeatView } from '@faena/contracts';
import { renderUi, setupI18n } from '../../../test/render';
import { SeatMap } from './seat-map';
import { SeatModal } from './seat-modal';

const free = (seat: number): SeatView => ({
  seat,
  occupied: false,
  personId: null,
  personName: null,
  companyId: null,
});
const own: SeatView = {
  seat: 1,
  occupied: true,
  personId: 'P1',
  personName: 'Ana Quispe',
  companyId: 'EMP-SERMISUR',
};
/** another company's passenger, as the API answers it to a contractor */
const hidden: SeatView = {
  seat: 2,
  occupied: true,
  personId: null,
  personName: null,
  companyId: null,
};

beforeAll(() => setupI18n('es'));

describe('SeatMap', () => {
  it('shows a seat of another company as occupied, without a name', () => {
    renderUi(<SeatMap capacity={4} seats={[own, hidden, free(3), free(4)]} onSeat={jest.fn()} />);
    expect(screen.getByTestId('seat-1').getAttribute('data-taken')).toBe('true');
    expect(screen.getByTestId('seat-1').textContent).toContain('Ana Quispe');
    // the visible text ("1 Ana Quispe") is part of the accessible name (axe: label-content-name-mismatch)
    expect(screen.getByTestId('seat-1').textContent).toBe('1 Ana Quispe');
    expect(screen.getByTestId('seat-1').getAttribute('aria-label')).toContain('1: Ana Quispe');
    expect(screen.getByTestId('seat-2').getAttribute('data-taken')).toBe('true');
    expect(screen.getByTestId('seat-2').getAttribute('aria-label')).toBe('Asiento 2: ocupado');
    expect(screen.getByTestId('seat-2').textContent).toBe('2');
    expect(screen.getByTestId('seat-3').getAttribute('data-taken')).toBe('false');
  });

  it('warns of a seat a required document lapse cuts short, naming it and the date', () => {
    const flags = [
      {
        code: 'requirements.expiresDuringStay',
        document: 'Examen médico',
        expiresOn: '2026-12-14',
      },
    ];
    renderUi(
      <SeatMap
        capacity={4}
        seats={[{ ...own, flags }, hidden, free(3), free(4)]}
        onSeat={jest.fn()}
      />,
    );
    expect(screen.getByTestId('seat-flag-1').textContent).toBe(
      'Asiento 1: Examen médico vence el 14/12/2026, antes del fin de su estadía',
    );
    expect(screen.queryByTestId('seat-flag-2')).toBeNull();
  });

  it('hands the hidden seat to the click handler as taken', () => {
    const onSeat = jest.fn();
    renderUi(<SeatMap capacity={4} seats={[own, hidden, free(3), free(4)]} onSeat={onSeat} />);
    fireEvent.click(screen.getByTestId('seat-2'));
    expect(onSeat).toHaveBeenCalledWith(2, hidden);
  });
});

describe('SeatModal', () => {
  it('says a hidden seat is taken by another company and offers no release', () => {
    renderUi(
      <SeatModal
        tripId="T1"
        seat={2}
        taken={hidden}
        canReserve
        onDone={jest.fn()}
        onClose={jest.fn()}
      />,
    );
    expect(screen.getByTestId('seat-occupant').textContent).toBe(
      'Ocupado por personal de otra empresa.',
    );
    expect(screen.queryByTestId('seat-release')).toBeNull();
  });

  it('names the passenger of a visible seat and offers the release', () => {
    renderUi(
      <SeatModal
        tripId="T1"
        seat={1}
        taken={own}
        canReserve
        onDone={jest.fn()}
        onClose={jest.fn()}
      />,
    );
    expect(screen.getByTestId('seat-occupant').textContent).toBe('Reservado para Ana Quispe');
    expect(screen.queryByTestId('seat-release')).not.toBeNull();
  });
});
