import { DomainError, type RequirementDocumentEvent } from '@faena/contracts';
import { assertCompliantForBooking, shownDate, type RequirementFacts } from './booking-compliance';
import {
  evolveSubjectFacts,
  evolveTypeFacts,
  initialSubjectFacts,
  initialTypeFacts,
} from './compliance';

const subject = { entity: 'P' as const, id: 'p1' };
const types = evolveTypeFacts(initialTypeFacts(), {
  type: 'requirements.RequirementTypeDefined',
  data: {
    code: 'EMO',
    description: 'Examen médico',
    entity: 'P',
    kind: 'S',
    notifyDaysBefore: 10,
    active: true,
    applicability: { clientIds: ['c1'], contractIds: [], positionTypeIds: [], zoneIds: [] },
    changedBy: 'admin',
  },
});
const approvedDoc = (
  docId: string,
  issuedOn: string,
  expiresOn: string,
): RequirementDocumentEvent[] => [
  {
    type: 'requirements.RequirementDocumentSubmitted',
    data: {
      ...{ docId, subject, clientId: 'c1', typeCode: 'EMO', fileHash: 'h', fileName: 'f.pdf' },
      ...{ size: 1, issuedOn, expiresOn, submittedBy: 'u', replaces: null },
    },
  },
  {
    type: 'requirements.RequirementDocumentApproved',
    data: { docId, subject, typeCode: 'EMO', reviewedBy: 'a' },
  },
];
const given = (events: RequirementDocumentEvent[]): RequirementFacts => ({
  types,
  documents: events.reduce(evolveSubjectFacts, initialSubjectFacts()),
});
const placement = (clientId: string) => ({
  entity: 'P' as const,
  clientIds: [clientId],
  contractIds: [],
  positionTypeIds: [],
  zoneId: null,
});
const refusal = (facts: RequirementFacts, [first, last]: [string, string], clientId = 'c1') => {
  try {
    assertCompliantForBooking(facts, placement(clientId), { first, last });
    return null;
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    return { code: err.code, params: err.params };
  }
};

describe('booking compliance (seat and bed)', () => {
  it('given no type applies to the client, when booking, then nothing is required', () =>
    expect(refusal(given([]), ['2026-12-01', '2026-12-10'], 'c2')).toBeNull());

  it('given no document, when booking, then it refuses naming the missing document', () =>
    expect(refusal(given([]), ['2026-12-01', '2026-12-01'])).toEqual({
      code: 'requirements.expiredDocument',
      params: { document: 'Examen médico' },
    }));

  it('given a document in force on every booked date, when booking, then it is allowed', () =>
    expect(
      refusal(given(approvedDoc('d1', '2026-01-01', '2026-12-14')), ['2026-12-01', '2026-12-14']),
    ).toBeNull());

  it('given a document lapsed before the first date, when booking, then it refuses naming it', () =>
    expect(
      refusal(given(approvedDoc('d1', '2026-01-01', '2026-11-30')), ['2026-12-01', '2026-12-01']),
    ).toEqual({
      code: 'requirements.expiredDocument',
      params: { document: 'Examen médico' },
    }));

  it('given a document that lapses within the stay, when booking ahead, then it refuses with its expiry', () =>
    expect(
      refusal(given(approvedDoc('d1', '2026-01-01', '2026-12-14')), ['2026-12-10', '2026-12-20']),
    ).toEqual({
      code: 'requirements.expiresDuringStay',
      params: { document: 'Examen médico', date: '14/12/2026' },
    }));

  it('given the renewal already approved, when booking across the old expiry, then it is allowed', () => {
    const events = [
      ...approvedDoc('d1', '2026-01-01', '2026-12-14'),
      ...approvedDoc('d2', '2026-12-10', '2027-12-10'),
    ];
    expect(refusal(given(events), ['2026-12-10', '2026-12-20'])).toBeNull();
  });

  it('shows dates as dd/MM/yyyy', () => expect(shownDate('2026-12-14')).toBe('14/12/2026'));
});
