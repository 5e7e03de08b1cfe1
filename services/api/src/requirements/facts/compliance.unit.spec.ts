import type { RequirementDocumentEvent, RequirementTypeEvent } from '@faena/contracts';
import {
  compliance,
  evolveSubjectFacts,
  evolveTypeFacts,
  initialSubjectFacts,
  initialTypeFacts,
  requiredTypes,
  type Placement,
} from './compliance';

const none = { clientIds: [], contractIds: [], positionTypeIds: [], zoneIds: [] };
const typeEvent = (
  code: string,
  over: Partial<RequirementTypeEvent['data']> = {},
): RequirementTypeEvent => ({
  type: 'requirements.RequirementTypeDefined',
  data: {
    code,
    description: code,
    entity: 'P',
    kind: 'S',
    notifyDaysBefore: 10,
    active: true,
    applicability: none,
    changedBy: 'admin',
    ...over,
  },
});
const subject = { entity: 'P' as const, id: 'p1' };
const submitted = (docId: string, typeCode: string, [issuedOn, expiresOn]: [string, string]) =>
  ({
    type: 'requirements.RequirementDocumentSubmitted',
    data: {
      docId,
      subject,
      clientId: 'c1',
      typeCode,
      fileHash: 'h',
      fileName: 'f.pdf',
      size: 1,
      issuedOn,
      expiresOn,
      submittedBy: 'u',
      replaces: null,
    },
  }) satisfies RequirementDocumentEvent;
const reviewed = (docId: string, typeCode: string, ok: boolean): RequirementDocumentEvent =>
  ok
    ? {
        type: 'requirements.RequirementDocumentApproved',
        data: { docId, subject, typeCode, reviewedBy: 'a' },
      }
    : {
        type: 'requirements.RequirementDocumentRejected',
        data: { docId, subject, typeCode, reviewedBy: 'a', reason: 'x' },
      };
const facts = (events: RequirementDocumentEvent[]) =>
  events.reduce(evolveSubjectFacts, initialSubjectFacts());

describe('requiredTypes: what a person needs in a zone', () => {
  const types = [
    typeEvent('INDUCCION', { applicability: { ...none, clientIds: ['c1'] } }),
    typeEvent('SCTR', { applicability: { ...none, contractIds: ['k1'] } }),
    typeEvent('EMO', { applicability: { ...none, positionTypeIds: ['driver'] } }),
    typeEvent('ALTURA', { applicability: { ...none, zoneIds: ['pit'] } }),
    typeEvent('OLD', { active: false, applicability: { ...none, clientIds: ['c1'] } }),
    typeEvent('SOAT', { entity: 'V', applicability: { ...none, clientIds: ['c1'] } }),
    typeEvent('OTHER', { applicability: { ...none, clientIds: ['c2'] } }),
  ].reduce(evolveTypeFacts, initialTypeFacts());
  const at: Placement = {
    entity: 'P',
    clientIds: ['c1'],
    contractIds: ['k1'],
    positionTypeIds: ['driver'],
    zoneId: 'pit',
  };
  const codes = (p: Placement) => requiredTypes(types, p).map((t) => t.code);

  it("takes the client's, the contract's, the position's and the zone's own active types", () =>
    expect(codes(at)).toEqual(['ALTURA', 'EMO', 'INDUCCION', 'SCTR']));
  it('leaves out the zone type in another zone', () =>
    expect(codes({ ...at, zoneId: 'plant' })).toEqual(['EMO', 'INDUCCION', 'SCTR']));
  it("takes a vehicle's types for a vehicle", () =>
    expect(codes({ ...at, entity: 'V' })).toEqual(['SOAT']));
  it('requires nothing of someone no type applies to', () =>
    expect(
      codes({ ...at, clientIds: ['c9'], contractIds: [], positionTypeIds: [], zoneId: null }),
    ).toEqual([]));
  it('the last definition of a code wins (an update deactivates it)', () => {
    const off = evolveTypeFacts(types, {
      ...typeEvent('ALTURA', { active: false, applicability: { ...none, zoneIds: ['pit'] } }),
      type: 'requirements.RequirementTypeUpdated',
    });
    expect(requiredTypes(off, at).map((t) => t.code)).not.toContain('ALTURA');
  });
});

describe('compliance: is the subject compliant on this date, and if not why', () => {
  const inForce = [
    submitted('d1', 'EMO', ['2026-01-01', '2026-06-30']),
    reviewed('d1', 'EMO', true),
  ];

  it('is compliant when nothing is required', () =>
    expect(compliance(facts([]), [], '2026-03-01')).toEqual({
      compliant: true,
      missing: [],
      pending: [],
      lapsed: [],
    }));
  it('is compliant with an approved document in force, on its last day too', () => {
    expect(compliance(facts(inForce), ['EMO'], '2026-03-01').compliant).toBe(true);
    expect(compliance(facts(inForce), ['EMO'], '2026-06-30').compliant).toBe(true);
  });
  it('names the lapsed document and its expiry the day after', () =>
    expect(compliance(facts(inForce), ['EMO'], '2026-07-01')).toEqual({
      compliant: false,
      missing: [],
      pending: [],
      lapsed: [{ code: 'EMO', expiresOn: '2026-06-30' }],
    }));
  it('lists a type without document as missing, a rejected one too', () => {
    const rejected = [
      submitted('d2', 'SCTR', ['2026-01-01', '2026-12-31']),
      reviewed('d2', 'SCTR', false),
    ];
    expect(
      compliance(facts([...inForce, ...rejected]), ['EMO', 'SCTR', 'ALTURA'], '2026-03-01'),
    ).toEqual({
      compliant: false,
      missing: ['SCTR', 'ALTURA'],
      pending: [],
      lapsed: [],
    });
  });
  it('lists a document waiting for review as pending', () =>
    expect(
      compliance(
        facts([submitted('d1', 'EMO', ['2026-01-01', '2026-06-30'])]),
        ['EMO'],
        '2026-03-01',
      ),
    ).toMatchObject({ compliant: false, pending: ['EMO'] }));
  it('keeps an approved document in force while its replacement waits for review', () =>
    expect(
      compliance(
        facts([...inForce, submitted('d3', 'EMO', ['2026-05-01', '2027-05-01'])]),
        ['EMO'],
        '2026-06-01',
      ).compliant,
    ).toBe(true));
  it('stays lapsed while the replacement waits, and compliant once it is approved', () => {
    const replaced = [...inForce, submitted('d3', 'EMO', ['2026-07-01', '2027-06-30'])];
    expect(compliance(facts(replaced), ['EMO'], '2026-07-02').lapsed).toEqual([
      { code: 'EMO', expiresOn: '2026-06-30' },
    ]);
    const ok = [...replaced, reviewed('d3', 'EMO', true)];
    expect(compliance(facts(ok), ['EMO'], '2026-07-02').compliant).toBe(true);
  });
  it('does not count an approved document before its issue date', () =>
    expect(compliance(facts(inForce), ['EMO'], '2025-12-31').missing).toEqual(['EMO']));
});
