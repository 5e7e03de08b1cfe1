import { addDays } from '@faena/contracts';
import { COMPANIES, ZONES } from './data/master';
import { isValidRuc, isValidRut, rucFor, rutCheckDigit } from './documents';
import { masterData } from './master-data';
import { demoPeople } from './people';
import { chronological, samplePlan } from './sample-plan';
import type { SampleStep } from './sample-steps';

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

  it('sends the approved requests over the last two weeks, oldest first, each decided after it is sent', () => {
    const plan = samplePlan('2026-03-02');
    const days = plan.map((s) => s.daysAgo ?? 0);
    expect(days).toEqual([...days].sort((a, b) => b - a)); // the log's order is the clock's
    const submits = plan.filter((s) => s.kind === 'submit');
    const sentOn = new Set(submits.map((s) => s.body.startDate));
    expect(sentOn.size).toBe(14); // every day of Inicio's trend, today included
    for (const s of submits) {
      expect(s.body.startDate).toBe(addDays('2026-03-02', -(s.daysAgo ?? 0)));
      expect(s.body.endDate).toBe(addDays(s.body.startDate, 180));
    }
    for (const [i, d] of plan.entries()) {
      if (d.kind !== 'decide') continue;
      const sent = plan.findIndex(
        (s) => s.kind === 'submit' && s.body.commandId === d.submitCommandId,
      );
      expect(sent).toBeGreaterThanOrEqual(0);
      expect(sent).toBeLessThan(i);
      expect(d.daysAgo ?? 0).toBeLessThanOrEqual(plan[sent]?.daysAgo ?? 0);
    }
  });

  it('orders steps oldest first and keeps the order of a day', () => {
    const step = (commandId: string, daysAgo?: number): SampleStep => ({
      kind: 'mark',
      actor: 'ADMIN',
      body: { commandId, personId: 'P', doorId: 'D', direction: 'E' },
      daysAgo,
    });
    const ids = chronological([
      step('a'),
      step('b', 2),
      step('c', 1),
      step('d', 2),
      step('e', 0),
    ]).map((s) => s.body.commandId);
    expect(ids).toEqual(['b', 'd', 'c', 'a', 'e']);
  });
});
