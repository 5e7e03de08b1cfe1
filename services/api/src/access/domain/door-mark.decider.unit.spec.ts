import {
  deciderSpec,
  identificationTypeAssigned,
  IDS,
  markDenied,
  markGranted,
  personAccredited,
  personAccreditationEnded,
  personRegistered,
  personRequestClosed,
  personRequestOpened,
  zoneRegistered,
} from '@faena/test-kit';
import { evolveDoorFacts, initialDoorFacts, type DoorFacts } from './door-facts';
import { markDoor, type MarkInput } from './door-mark.decider';

const given = deciderSpec({ evolve: evolveDoorFacts, initialState: initialDoorFacts });
const AT = '2026-03-10T08:00:00.000Z';
/** markedOn: the handler's site date of markedAt; here the instant's own date unless a test says otherwise */
const mark =
  (over: Partial<MarkInput> = {}) =>
  (facts: DoorFacts) =>
    markDoor(
      {
        markId: 'MARK-001',
        clientId: IDS.client,
        personId: IDS.person,
        doorId: IDS.doorIn,
        markedAt: AT,
        markedOn: (over.markedAt ?? AT).slice(0, 10),
        hour: (over.markedAt ?? AT).slice(11, 16),
        weekday: 2,
        automatic: false,
        ...over,
      },
      facts,
    );
const accredited = [
  personRequestOpened(),
  personAccredited({ startDate: '2026-03-10', endDate: '2026-06-30' }),
];
/** a worker the catalog knows, with an identification type (issue 21) */
const known = [zoneRegistered(), personRegistered(), identificationTypeAssigned()];
/** a mark of a person the catalog does not know: nothing of them to record */
const nobody = { personName: '', documentNumber: '', companyName: '', function: '', idType: '' };

describe('Door mark', () => {
  describe('when the person holds an approved accreditation for the zone client', () => {
    it('grants an entry at an entry door', () =>
      given([...known, ...accredited])
        .when(mark())
        .then([markGranted()]));
    it('grants an exit at an exit door, whatever the body says', () =>
      given([...known, ...accredited])
        .when(mark({ doorId: IDS.doorOut, direction: 'E' }))
        .then([markGranted({ doorId: IDS.doorOut, direction: 'S' })]));
    it('takes the direction from the body at a two-way door', () =>
      given([...known, ...accredited])
        .when(mark({ doorId: IDS.doorBoth, direction: 'S' }))
        .then([markGranted({ doorId: IDS.doorBoth, direction: 'S' })]));
    it('marks a device mark as automatic', () =>
      given([...known, ...accredited])
        .when(mark({ automatic: true }))
        .then([markGranted({ automatic: true })]));
  });

  describe('when the mark is outside the accreditation dates', () => {
    it('denies it once the accreditation has expired', () =>
      given([...known, ...accredited])
        .when(mark({ markedAt: '2026-07-01T08:00:00.000Z' }))
        .then([markDenied({ markedAt: '2026-07-01T08:00:00.000Z', reason: 'noAccreditation' })]));
    it('goes by the site date of the mark, not its UTC date', () => {
      const evening = '2026-07-01T01:30:00.000Z'; // 30 June, 20:30 at a site in Lima
      given([...known, ...accredited])
        .when(mark({ markedAt: evening, markedOn: '2026-06-30', hour: '20:30' }))
        .then([markGranted({ markedAt: evening, date: '2026-06-30', hour: '20:30' })]);
      const night = { markedAt: '2026-03-10T02:00:00.000Z', date: '2026-03-09', hour: '21:00' };
      given([...known, ...accredited])
        .when(mark({ markedAt: night.markedAt, markedOn: night.date, hour: night.hour }))
        .then([markDenied({ ...night, reason: 'noAccreditation' })]);
    });
    it('denies it before the accreditation starts', () =>
      given([...known, ...accredited])
        .when(mark({ markedAt: '2026-03-09T23:59:00.000Z' }))
        .then([markDenied({ markedAt: '2026-03-09T23:59:00.000Z', reason: 'noAccreditation' })]));
  });

  describe('when a demobilization ended the accreditation', () => {
    const ended = [...known, ...accredited, personAccreditationEnded({ endDate: '2026-04-30' })];
    it('grants a mark on the cessation date', () =>
      given(ended)
        .when(mark({ markedAt: '2026-04-30T18:00:00.000Z' }))
        .then([markGranted({ markedAt: '2026-04-30T18:00:00.000Z' })]));
    it('denies a mark after the cessation date', () =>
      given(ended)
        .when(mark({ markedAt: '2026-05-01T08:00:00.000Z' }))
        .then([markDenied({ markedAt: '2026-05-01T08:00:00.000Z', reason: 'noAccreditation' })]));
  });

  describe('when the person has no approved accreditation', () => {
    it('denies a person with only a pending request', () =>
      given([...known, personRequestOpened()])
        .when(mark())
        .then([markDenied({ reason: 'noAccreditation' })]));
    it('denies a person whose request was rejected', () =>
      given([...known, personRequestOpened(), personRequestClosed()])
        .when(mark())
        .then([markDenied({ reason: 'noAccreditation' })]));
  });

  describe('when the person is terminated', () => {
    it('denies the mark even with an accreditation', () =>
      given([zoneRegistered(), personRegistered({ condition: 'CESADO' }), ...accredited])
        .when(mark())
        .then([markDenied({ reason: 'terminated' })]));
  });

  describe('when the person is not registered', () => {
    it('denies the mark with an empty name', () =>
      given([zoneRegistered()])
        .when(mark())
        .then([markDenied({ ...nobody, reason: 'personNotFound' })]));
  });

  describe('the spec fields of a mark (domain §3 Mark)', () => {
    it("records the site's date and hour, the person's function, id type and company", () =>
      given([...known, ...accredited])
        .when(mark({ markedOn: '2026-03-10', hour: '03:00' }))
        .then([
          markGranted({
            date: '2026-03-10',
            hour: '03:00',
            function: 'Operador',
            idType: 'DNI',
            documentNumber: '45678912',
            companyName: 'Contrata Sur',
            markType: 'T',
            mode: 'S',
          }),
        ]));
    it("names the device of a device's batch, origin DISPOSITIVO", () =>
      given([...known, ...accredited])
        .when(mark({ automatic: true, deviceId: 'DEV-7' }))
        .then([markGranted({ automatic: true, deviceId: 'DEV-7', origin: 'DISPOSITIVO' })]));
    it("records an exit as mode N and a supervisor's manual mark with its reason", () =>
      given([...known, ...accredited])
        .when(
          mark({ doorId: IDS.doorOut, origin: 'MANUAL', justification: 'Olvidó marcar al salir' }),
        )
        .then([
          markGranted({
            doorId: IDS.doorOut,
            direction: 'S',
            mode: 'N',
            origin: 'MANUAL',
            justification: 'Olvidó marcar al salir',
          }),
        ]));
  });

  describe('when the door is unknown', () => {
    it('refuses a door of no zone', () =>
      given([personRegistered()]).when(mark()).thenFailsWith('access.doorNotFound'));
    it('hides a door of another client', () =>
      given(known)
        .when(mark({ clientId: IDS.otherClient }))
        .thenFailsWith('access.doorNotFound'));
    it('refuses a door the zone does not have', () =>
      given(known)
        .when(mark({ doorId: 'PUE-XX' }))
        .thenFailsWith('access.doorNotFound'));
  });

  describe('when a two-way door gets no direction', () => {
    it('refuses the mark as invalid', () => {
      const facts = [...known, ...accredited].reduce(evolveDoorFacts, initialDoorFacts());
      expect(() => mark({ doorId: IDS.doorBoth })(facts)).toThrow('request.invalid');
    });
  });
});
