import {
  deciderSpec,
  IDS,
  markCorrected,
  markDenied,
  markGranted,
  markVoided,
} from '@faena/test-kit';
import {
  correctMark,
  evolvePersonMarks,
  initialPersonMarks,
  voidMark,
  type CorrectMarkInput,
  type PersonMarks,
  type VoidMarkInput,
} from './manual-mark.decider';

const given = deciderSpec({ evolve: evolvePersonMarks, initialState: initialPersonMarks });

const manual = markGranted({ origin: 'MANUAL', justification: 'Olvidó marcar' });
const correction: CorrectMarkInput = {
  markId: 'MARK-001',
  personId: IDS.person,
  clientId: IDS.client,
  markedAt: '2026-03-10T09:30:00.000Z',
  hour: '09:30',
  mode: 'S',
  reason: 'Hora corregida',
  correctedBy: 'ADMIN',
};
const voiding: VoidMarkInput = {
  markId: 'MARK-001',
  personId: IDS.person,
  clientId: IDS.client,
  reason: 'Marcación duplicada',
  voidedBy: 'ADMIN',
};
const correct =
  (over: Partial<CorrectMarkInput> = {}) =>
  (s: PersonMarks) =>
    correctMark({ ...correction, ...over }, s);
const voidIt =
  (over: Partial<VoidMarkInput> = {}) =>
  (s: PersonMarks) =>
    voidMark({ ...voiding, ...over }, s);

describe('Manual marks: correct and void', () => {
  describe('a manual mark', () => {
    it('is corrected: hour, mode and reason, with what it was', () =>
      given([manual]).when(correct()).then([markCorrected()]));
    it('is corrected to an exit (mode N)', () =>
      given([manual])
        .when(correct({ mode: 'N' }))
        .then([markCorrected({ mode: 'N', direction: 'S' })]));
    it('takes the last correction as what it was', () =>
      given([manual, markCorrected()])
        .when(correct({ hour: '10:00', markedAt: '2026-03-10T10:00:00.000Z', reason: 'Otra' }))
        .then([
          markCorrected({
            hour: '10:00',
            markedAt: '2026-03-10T10:00:00.000Z',
            reason: 'Otra',
            previous: {
              markedAt: '2026-03-10T09:30:00.000Z',
              hour: '09:30',
              mode: 'S',
              reason: 'Hora corregida',
            },
          }),
        ]));
    it('is voided with the reason', () => given([manual]).when(voidIt()).then([markVoided()]));
    it('voids a denied manual mark as not granted', () =>
      given([markDenied({ origin: 'MANUAL', justification: 'x', reason: 'noAccreditation' })])
        .when(voidIt())
        .then([markVoided({ granted: false })]));
    it('cannot be corrected nor voided once voided', () => {
      given([manual, markVoided()]).when(correct()).thenFailsWith('access.markVoided');
      given([manual, markVoided()]).when(voidIt()).thenFailsWith('access.markVoided');
    });
  });

  describe('an automatic mark (a device batch) is read-only', () => {
    const automatic = markGranted({ automatic: true });
    it('refuses the correction', () =>
      given([automatic]).when(correct()).thenFailsWith('access.automaticMarkReadOnly'));
    it('refuses the void', () =>
      given([automatic]).when(voidIt()).thenFailsWith('access.automaticMarkReadOnly'));
  });

  describe("the guard's gate mark is read-only too", () => {
    it('refuses correction and void', () => {
      given([markGranted()]).when(correct()).thenFailsWith('access.automaticMarkReadOnly');
      given([markGranted()]).when(voidIt()).thenFailsWith('access.automaticMarkReadOnly');
    });
  });

  describe('a mark that is not there', () => {
    it('is not found (unknown id)', () =>
      given([manual])
        .when(correct({ markId: 'MARK-999' }))
        .thenFailsWith('access.markNotFound'));
    it("is not found for another client's supervisor", () =>
      given([manual])
        .when(voidIt({ clientId: 'CLI-OTRO' }))
        .thenFailsWith('access.markNotFound'));
  });
});
