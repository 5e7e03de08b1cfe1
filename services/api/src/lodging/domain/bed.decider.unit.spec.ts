import { bedAssigned, campRegistered, deciderSpec, IDS, personRequirements } from '@faena/test-kit';
import { noRequirements } from '../../requirements/facts/booking-compliance';
import { assignBed, evolveBed, initialBed, type AssignInput, type Bed } from './bed.decider';

const given = deciderSpec({ evolve: evolveBed, initialState: initialBed });
const assign =
  (over: Partial<AssignInput> = {}) =>
  (s: Bed) =>
    assignBed(
      {
        assignmentId: 'ASG-001',
        bedId: IDS.bed,
        clientId: IDS.client,
        personId: IDS.person,
        person: { name: 'Ana Quispe Rojas' },
        camp: campRegistered({ administrators: ['CAMPO1'] }).data,
        actor: { userId: 'CAMPO1', anyCamp: false },
        checkIn: '2026-03-10',
        checkOut: '2026-03-15',
        requirements: noRequirements(),
        ...over,
      },
      s,
    );
const other = (checkIn: string, checkOut: string) =>
  bedAssigned({ assignmentId: 'ASG-X', personId: 'P-X', checkIn, checkOut });

describe('Bed', () => {
  describe('when the bed is free on those nights', () => {
    it('assigns it with the room and the camp', () =>
      given([]).when(assign()).then([bedAssigned()]));
    it('assigns it from the morning another stay checks out', () =>
      given([other('2026-03-05', '2026-03-10')])
        .when(assign())
        .then([bedAssigned()]));
    it('assigns it up to the night before another stay checks in', () =>
      given([other('2026-03-15', '2026-03-20')])
        .when(assign())
        .then([bedAssigned()]));
    it('accepts a stay of exactly the maximum days', () =>
      given([])
        .when(assign({ checkOut: '2026-03-24' }))
        .then([bedAssigned({ checkOut: '2026-03-24' })]));
  });

  describe('when another stay shares a night', () => {
    it('refuses an overlap at the start', () =>
      given([other('2026-03-08', '2026-03-11')])
        .when(assign())
        .thenFailsWith('lodging.bedOccupied'));
    it('refuses an overlap inside', () =>
      given([other('2026-03-12', '2026-03-13')])
        .when(assign())
        .thenFailsWith('lodging.bedOccupied'));
    it('refuses an overlap at the end', () =>
      given([other('2026-03-14', '2026-03-18')])
        .when(assign())
        .thenFailsWith('lodging.bedOccupied'));
  });

  describe('when the request is not valid for the camp', () => {
    it('refuses a stay longer than the camp allows', () =>
      given([])
        .when(assign({ checkOut: '2026-03-25' }))
        .thenFailsWith('lodging.maxStay'));
    it('refuses a check-out on the check-in day', () =>
      given([])
        .when(assign({ checkOut: '2026-03-10' }))
        .thenFailsWith('lodging.dateRange'));
    it('refuses a check-out before the check-in', () =>
      given([])
        .when(assign({ checkOut: '2026-03-09' }))
        .thenFailsWith('lodging.dateRange'));
    it('refuses a bed the camp does not have', () =>
      given([])
        .when(assign({ bedId: 'CAM-XX' }))
        .thenFailsWith('lodging.bedNotFound'));
    it('refuses when the camp is unknown', () =>
      given([])
        .when(assign({ camp: null }))
        .thenFailsWith('lodging.bedNotFound'));
    it('hides a camp of another client', () =>
      given([])
        .when(assign({ clientId: IDS.otherClient }))
        .thenFailsWith('lodging.bedNotFound'));
    it('refuses an unknown person', () =>
      given([])
        .when(assign({ person: null }))
        .thenFailsWith('catalog.personNotFound'));
  });

  describe('who assigns', () => {
    const camp = (administrators?: string[]) => ({
      ...campRegistered().data,
      ...(administrators ? { administrators } : {}),
    });
    it('refuses a camp administrator the camp is not assigned to', () =>
      given([])
        .when(assign({ camp: camp(['CAMPO2']) }))
        .thenFailsWith('lodging.notHotelAdministrator'));
    it('refuses a camp administrator on a camp with no administrators recorded', () =>
      given([])
        .when(assign({ camp: camp() }))
        .thenFailsWith('lodging.notHotelAdministrator'));
    it('lets an administrator assign in any camp', () =>
      given([])
        .when(assign({ camp: camp(), actor: { userId: 'ADMIN', anyCamp: true } }))
        .then([bedAssigned()]));
    it('says a missing bed before who may assign it (no camp to check against)', () =>
      given([])
        .when(assign({ bedId: 'CAM-XX', actor: { userId: 'NADIE', anyCamp: false } }))
        .thenFailsWith('lodging.bedNotFound'));
  });

  describe('when a requirement of the camp client applies to the guest (compliance)', () => {
    const withDocUntil = (expiresOn: string | null) =>
      assign({ requirements: personRequirements({ expiresOn }) });
    it('assigns while the document covers every night, up to the night before check-out', () =>
      given([]).when(withDocUntil('2026-03-14')).then([bedAssigned()]));
    it('refuses a stay starting after the expiry, naming the document', () =>
      given([]).when(withDocUntil('2026-03-09')).thenFailsWith('requirements.expiredDocument'));
    it('refuses a missing document', () =>
      given([]).when(withDocUntil(null)).thenFailsWith('requirements.expiredDocument'));
    it('refuses ahead of the rotation a stay the expiry cuts short', () =>
      given([]).when(withDocUntil('2026-03-13')).thenFailsWith('requirements.expiresDuringStay'));
  });
});
