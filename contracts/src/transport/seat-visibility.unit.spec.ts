import { visibleSeat } from './seat-visibility';
import type { SeatView } from './transport.schemas';

const flagged: SeatView = {
  seat: 2,
  occupied: true,
  personId: 'P9',
  personName: 'Luis Paz',
  companyId: 'EMP-OTRA',
  flags: [{ code: 'requirements.expiredDocument', document: 'Examen médico', expiresOn: null }],
};

describe('visibleSeat', () => {
  it("hides another company's passenger and their requirement flags from a contractor", () =>
    expect(visibleSeat({ companyId: 'EMP-MIA' }, flagged)).toEqual({
      seat: 2,
      occupied: true,
      personId: null,
      personName: null,
      companyId: null,
    }));

  it('keeps the flags for the client staff', () =>
    expect(visibleSeat({ companyId: null }, flagged)).toEqual(flagged));
});
