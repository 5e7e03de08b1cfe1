import type {
  BookingCutShortFlagged,
  RequirementDocumentEvent,
  RequirementTypeEvent,
} from '@faena/contracts';
import { deciderSpec } from '@faena/test-kit';
import type { PersonRequirements } from '../facts/booking-compliance';
import {
  evolveSubjectFacts,
  evolveTypeFacts,
  initialSubjectFacts,
  initialTypeFacts,
} from '../facts/compliance';
import {
  evolveBookingFlags,
  flagBooking,
  initialBookingFlags,
  type FlagInput,
} from './booking-flag.decider';

const given = deciderSpec({ evolve: evolveBookingFlags, initialState: initialBookingFlags });
const subject = { entity: 'P' as const, id: 'P1' };
const typeDefined: RequirementTypeEvent = {
  type: 'requirements.RequirementTypeDefined',
  data: {
    code: 'EMO',
    description: 'Examen médico',
    entity: 'P',
    kind: 'S',
    notifyDaysBefore: 15,
    active: true,
    applicability: { clientIds: ['C1'], contractIds: [], positionTypeIds: [], zoneIds: [] },
    changedBy: 'ADMIN',
  },
};
const submitted = (docId: string, expiresOn: string): RequirementDocumentEvent => ({
  type: 'requirements.RequirementDocumentSubmitted',
  data: {
    docId,
    subject,
    clientId: 'C1',
    typeCode: 'EMO',
    fileHash: 'h',
    fileName: 'emo.pdf',
    size: 1,
    issuedOn: '2026-01-01',
    expiresOn,
    submittedBy: 'SOLICITANTE',
    replaces: null,
  },
});
const reviewed = (docId: string, decision: 'Approved' | 'Rejected'): RequirementDocumentEvent =>
  decision === 'Approved'
    ? {
        type: 'requirements.RequirementDocumentApproved',
        data: { docId, subject, typeCode: 'EMO', reviewedBy: 'APROBADOR' },
      }
    : {
        type: 'requirements.RequirementDocumentRejected',
        data: { docId, subject, typeCode: 'EMO', reviewedBy: 'APROBADOR', reason: 'ilegible' },
      };
const requirementsOf = (events: RequirementDocumentEvent[]): PersonRequirements => ({
  types: evolveTypeFacts(initialTypeFacts(), typeDefined),
  documents: events.reduce(evolveSubjectFacts, initialSubjectFacts()),
  positionTypeIds: [],
});
const input = (docs: RequirementDocumentEvent[], over: Partial<FlagInput> = {}): FlagInput => ({
  booking: { kind: 'bed', bedId: 'B1', assignmentId: 'A1' },
  personId: 'P1',
  clientId: 'C1',
  dates: { first: '2026-12-10', last: '2026-12-20' },
  requirements: requirementsOf(docs),
  today: '2026-12-01',
  ...over,
});
const cutShort: BookingCutShortFlagged = {
  type: 'requirements.BookingCutShortFlagged',
  data: {
    booking: { kind: 'bed', bedId: 'B1', assignmentId: 'A1' },
    personId: 'P1',
    clientId: 'C1',
    code: 'requirements.expiresDuringStay',
    document: 'Examen médico',
    expiresOn: '2026-12-14',
    flaggedOn: '2026-12-01',
  },
};
const inForce = [submitted('D1', '2027-06-30'), reviewed('D1', 'Approved')];

describe('booking flags', () => {
  describe('when every booked date stays covered', () => {
    it('flags nothing', () =>
      given([])
        .when((s) => flagBooking(input(inForce), s))
        .thenNothingHappens());
  });

  describe('when the expiry falls before the end of the stay', () => {
    const short = [submitted('D1', '2026-12-14'), reviewed('D1', 'Approved')];
    it('flags the stay, naming the document and its expiry', () =>
      given([])
        .when((s) => flagBooking(input(short), s))
        .then([cutShort]));
    it('flags it once: a second run finds it flagged', () =>
      given([cutShort])
        .when((s) => flagBooking(input(short, { today: '2026-12-02' }), s))
        .thenNothingHappens());
    it('flags nothing for a booking already over', () =>
      given([])
        .when((s) => flagBooking(input(short, { today: '2026-12-21' }), s))
        .thenNothingHappens());
  });

  describe('when the only document was rejected after booking', () => {
    it('flags the booking with the missing document', () =>
      given([])
        .when((s) =>
          flagBooking(
            input([...inForce, submitted('D2', '2027-12-31'), reviewed('D1', 'Rejected')], {
              booking: { kind: 'seat', tripId: 'T1', seat: 3 },
            }),
            s,
          ),
        )
        .then([
          {
            type: 'requirements.BookingCutShortFlagged',
            data: {
              ...cutShort.data,
              booking: { kind: 'seat', tripId: 'T1', seat: 3 },
              code: 'requirements.expiredDocument',
              expiresOn: null,
            },
          },
        ]));
  });
});
