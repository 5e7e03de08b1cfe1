import type { RequirementDocumentEvent, RequirementTypeEvent } from '@faena/contracts';
import { IDS, zoneRegistered } from '@faena/test-kit';
import {
  evolveSubjectFacts,
  evolveTypeFacts,
  initialSubjectFacts,
  initialTypeFacts,
} from '../../requirements/facts/compliance';
import { markVehicleDoor, type VehicleDoorFacts } from './vehicle-door-mark.decider';

// issue 19: marking type V, a vehicle at a door of the zone's client
const soatType: RequirementTypeEvent = {
  type: 'requirements.RequirementTypeDefined',
  data: {
    code: 'SOAT',
    description: 'SOAT vigente',
    entity: 'V',
    kind: 'S',
    notifyDaysBefore: 10,
    active: true,
    applicability: { clientIds: [IDS.client], contractIds: [], positionTypeIds: [], zoneIds: [] },
    changedBy: 'admin',
  },
};
const subject = { entity: 'V' as const, id: 'VEH-001' };
const soatDoc = (expiresOn: string, approved = true): RequirementDocumentEvent[] => [
  {
    type: 'requirements.RequirementDocumentSubmitted',
    data: {
      docId: 'DOC-1',
      subject,
      clientId: IDS.client,
      typeCode: 'SOAT',
      fileHash: 'h',
      fileName: 'soat.pdf',
      size: 1,
      issuedOn: '2026-01-01',
      expiresOn,
      submittedBy: 'u',
      replaces: null,
    },
  },
  ...(approved
    ? [
        {
          type: 'requirements.RequirementDocumentApproved' as const,
          data: { docId: 'DOC-1', subject, typeCode: 'SOAT', reviewedBy: 'a' },
        },
      ]
    : []),
];
const facts = (over: Partial<VehicleDoorFacts> = {}): VehicleDoorFacts => ({
  zone: zoneRegistered().data,
  vehicle: { plate: 'ABC-123', active: true },
  accredited: [{ contractId: IDS.contract, startDate: '2026-03-01', endDate: '2026-03-31' }],
  requirementTypes: [soatType].reduce(evolveTypeFacts, initialTypeFacts()),
  documents: soatDoc('2026-03-20').reduce(evolveSubjectFacts, initialSubjectFacts()),
  ...over,
});
const mark = (
  markedOn: string,
  f: VehicleDoorFacts,
  {
    doorId = IDS.doorIn,
    occupantDenied = false,
  }: { doorId?: string; occupantDenied?: boolean } = {},
) =>
  markVehicleDoor(
    {
      occupantDenied,
      markId: 'VMARK-1',
      clientId: IDS.client,
      vehicleId: 'VEH-001',
      doorId,
      markedAt: `${markedOn}T08:00:00.000Z`,
      markedOn,
      hour: '08:00',
      automatic: false,
    },
    f,
  );
const base = {
  markId: 'VMARK-1',
  vehicleId: 'VEH-001',
  plate: 'ABC-123',
  zoneId: IDS.zone,
  doorId: IDS.doorIn,
  clientId: IDS.client,
  direction: 'E',
  markedAt: '2026-03-10T08:00:00.000Z',
  automatic: false,
  markType: 'V',
  date: '2026-03-10',
  hour: '08:00',
  deviceId: null,
  origin: 'GARITA',
  mode: 'S',
  justification: '',
};
const deniedWith = (reason: string, extra: object = {}) => [
  { type: 'access.VehicleMarkDenied', data: { ...base, reason, ...extra } },
];

describe('A vehicle marks a door (marking type V)', () => {
  it('is granted with an approved, current accreditation and current requirements', () =>
    expect(mark('2026-03-10', facts())).toEqual([
      { type: 'access.VehicleMarkGranted', data: base },
    ]));
  it('is denied before or after the approved period', () => {
    expect(mark('2026-04-01', facts())).toEqual(
      deniedWith('noAccreditation', { markedAt: '2026-04-01T08:00:00.000Z', date: '2026-04-01' }),
    );
    expect(mark('2026-03-10', facts({ accredited: [] }))).toEqual(deniedWith('noAccreditation'));
  });
  it('is denied naming the lapsed requirement and its expiry', () =>
    expect(mark('2026-03-25', facts())).toEqual(
      deniedWith('requirementExpired', {
        markedAt: '2026-03-25T08:00:00.000Z',
        date: '2026-03-25',
        requirement: { code: 'SOAT', description: 'SOAT vigente', expiresOn: '2026-03-20' },
      }),
    ));
  it('is denied while a requirement is missing or not yet approved', () => {
    const pending = soatDoc('2026-03-20', false).reduce(evolveSubjectFacts, initialSubjectFacts());
    const requirement = { code: 'SOAT', description: 'SOAT vigente' };
    expect(mark('2026-03-10', facts({ documents: pending }))).toEqual(
      deniedWith('requirementMissing', { requirement }),
    );
    expect(mark('2026-03-10', facts({ documents: initialSubjectFacts() }))).toEqual(
      deniedWith('requirementMissing', { requirement }),
    );
  });
  it('is denied for an unknown or inactive vehicle', () => {
    expect(mark('2026-03-10', facts({ vehicle: null }))).toEqual(
      deniedWith('vehicleNotFound', { plate: '' }),
    );
    expect(mark('2026-03-10', facts({ vehicle: { plate: 'ABC-123', active: false } }))).toEqual(
      deniedWith('vehicleInactive'),
    );
  });
  it("refuses a door of another client's zone", () =>
    expect(() =>
      mark('2026-03-10', facts({ zone: zoneRegistered({ clientId: IDS.otherClient }).data })),
    ).toThrow('access.doorNotFound'));
  it('is denied when an occupant is, after its own rules', () => {
    expect(mark('2026-03-10', facts(), { occupantDenied: true })).toEqual(
      deniedWith('occupantDenied'),
    );
    // the vehicle's own reason comes first
    expect(mark('2026-03-10', facts({ accredited: [] }), { occupantDenied: true })).toEqual(
      deniedWith('noAccreditation'),
    );
  });
  it('refuses a vehicle mark in a zone that takes none (its vehicle marking flag off)', () =>
    expect(() =>
      mark('2026-03-10', facts({ zone: zoneRegistered({ vehicleMarking: false }).data })),
    ).toThrow('access.zoneNoVehicleMarking'));
  it('needs the direction at a two-way door', () =>
    expect(() => mark('2026-03-10', facts(), { doorId: IDS.doorBoth })).toThrow('request.invalid'));
});
