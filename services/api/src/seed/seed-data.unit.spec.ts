import { COMPANIES, ZONES } from './data/master';
import { isValidRuc, isValidRut, rucFor, rutCheckDigit } from './documents';
import { masterData } from './master-data';
import { demoPeople } from './people';
import { samplePlan } from './sample-plan';

describe('demo documents', () => {
  it('computes RUC check digits as SUNAT does', () => {
    expect(rucFor('2010012345')).toHaveLength(11);
    expect(isValidRuc('20100070970')).toBe(true); // a real published RUC
    expect(isValidRuc('20100070971')).toBe(false);
    for (const c of COMPANIES) expect(isValidRuc(rucFor(c.rucBase))).toBe(true);
  });

  it('computes Chilean RUT check digits, K included', () => {
    expect(rutCheckDigit(12345678)).toBe('5');
    expect(rutCheckDigit(11111111)).toBe('1');
    expect(isValidRut('6-K')).toBe(false);
    expect(rutCheckDigit(10000013)).toBe('K');
  });
});

describe('demo data', () => {
  it('is the same on every run', () => {
    expect(masterData('2026-03-02')).toEqual(masterData('2026-03-02'));
    expect(samplePlan('2026-03-02')).toEqual(samplePlan('2026-03-02'));
  });

  it('has about 200 people with unique valid documents, spread over every company', () => {
    const people = demoPeople();
    expect(people.length).toBe(200);
    expect(new Set(people.map((p) => p.documentNumber)).size).toBe(200);
    for (const p of people) {
      if (p.documentType === 'DNI') expect(p.documentNumber).toMatch(/^\d{8}$/);
      else expect(isValidRut(p.documentNumber)).toBe(true);
    }
    expect(new Set(people.map((p) => p.companyId))).toEqual(
      new Set(COMPANIES.map((c) => c.companyId)),
    );
    expect(people.some((p) => p.documentType === 'RUT')).toBe(true);
  });

  it('keeps every contract within its quota and schedules a 40-seat bus today', () => {
    const people = demoPeople();
    for (const c of COMPANIES) {
      expect(c.contract.quota).toBeGreaterThanOrEqual(40);
      expect(people.filter((p) => p.companyId === c.companyId).length).toBeLessThanOrEqual(
        c.contract.quota,
      );
    }
    const trip = masterData('2026-03-02').find(
      (w) => w.stream === 'transport.trip-VJE-20260302-01',
    );
    expect(trip?.events[0]?.data).toMatchObject({ date: '2026-03-02', capacity: 40 });
    expect(ZONES[0].doors.map((d) => d.type)).toEqual(['E', 'S']);
  });

  it('plays one draft and five demobilizations of workers it accredits first (one observed, two approved)', () => {
    const plan = samplePlan('2026-03-02');
    const kinds = (kind: string) => plan.filter((s) => s.kind === kind);
    expect(kinds('draft')).toHaveLength(1);
    const demobilized = kinds('demobilize').map((s) => (s.body as { personId: string }).personId);
    expect(demobilized).toHaveLength(5);
    const approved = plan
      .filter((s) => s.kind === 'decide' && s.decision === 'approve')
      .map((s) => s.body.commandId.replace('seed-approve-', ''));
    expect(approved).toEqual(expect.arrayContaining(demobilized));
    expect(kinds('decideDemobilization').map((s) => (s as { decision: string }).decision)).toEqual([
      'observe',
      'approve',
      'approve',
    ]);
  });

  it('gives each worker of the mass demobilization a stay and a seat past the cessation date (issue 19)', () => {
    const plan = samplePlan('2026-03-02');
    const mass = plan.flatMap((s) =>
      s.kind === 'demobilize' && s.body.commandId.startsWith('seed-mass-') ? [s.body] : [],
    );
    expect(mass.map((b) => b.cessationDate)).toEqual(['2026-03-02', '2026-03-02', '2026-03-02']);
    for (const { personId } of mass) {
      const bed = plan.find((s) => s.kind === 'bed' && s.body.personId === personId);
      const seat = plan.find((s) => s.kind === 'seat' && s.body.personId === personId);
      expect(bed?.body).toMatchObject({ checkIn: '2026-03-02', checkOut: '2026-03-07' });
      expect(seat?.body).toMatchObject({ tripId: 'VJE-20260303-03' });
    }
  });
});
