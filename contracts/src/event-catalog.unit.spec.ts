import { EVENT_CATALOG } from './event-catalog';
import { EventPayloadError } from './shared/event-registry';

/** Every event type the deciders, services and seed write (grep of the code), by context. */
const WRITTEN = {
  access: ['ZoneRegistered', 'MarkGranted', 'MarkDenied'].map((t) => `access.${t}`),
  accreditation: [
    'RequestDraftSaved',
    'RequestSubmitted',
    'RequestApproved',
    'RequestObserved',
    'RequestRejected',
    'RequestResubmitted',
    'RequestRemoved',
    'RequestAttachmentAdded',
    'RequestAttachmentRemoved',
    'PersonRequestOpened',
    'PersonAccredited',
    'PersonRequestClosed',
    'PersonAccreditationEnded',
    'QuotaSlotTaken',
    'QuotaSlotReleased',
    'QuotaExceededAccepted',
    'DemobilizationRequested',
    'DemobilizationApproved',
    'DemobilizationObserved',
    'DemobilizationRejected',
    'DemobilizationResubmitted',
    'DemobilizationSlotTaken',
    'DemobilizationSlotReleased',
  ].map((t) => `accreditation.${t}`),
  administration: [
    'ClientRegistered',
    'CompanyRegistered',
    'CompanyUpdated',
    'ContractRegistered',
    'ContractUpdated',
    'ContractAddendumAdded',
    'PersonRegistered',
    'PersonUpdated',
    'PersonStateChanged',
    'PersonPositionAssigned',
    'IndisciplineRecorded',
    'PersonPhotoSet',
    'PersonDocumentClaimed',
    'PersonDocumentReleased',
    'PositionRegistered',
    'PositionUpdated',
    'VehicleRegistered',
    'VehicleUpdated',
    'VehiclePhotoSet',
    'CustomerRegistered',
    'CustomerUpdated',
    'RepositoryRegistered',
    'RepositoryUpdated',
    'CountryHolidaysRegistered',
    'HolidaySet',
    'HolidayRemoved',
  ].map((t) => `catalog.${t}`),
  catalogs: ['ItemCreated', 'ItemUpdated', 'ItemStateChanged'].map((t) => `catalog.${t}`),
  identity: [
    'UserRegistered',
    'LoginFailed',
    'LoginSucceeded',
    'AccountLocked',
    'TwoFactorCodeIssued',
    'TwoFactorGuessFailed',
    'TwoFactorConfirmed',
    'PasswordChanged',
    'TemporaryPasswordIssued',
    'SecuritySettingSaved',
    'EmailClaimed',
    'SessionStarted',
    'SessionRefreshed',
    'SessionRevoked',
    'RegistrationRequested',
  ].map((t) => `identity.${t}`),
  lodging: ['CampRegistered', 'BedAssigned', 'PersonNightsBooked'].map((t) => `lodging.${t}`),
  requirements: [
    'RequirementTypeDefined',
    'RequirementTypeUpdated',
    'RequirementDocumentSubmitted',
    'RequirementDocumentApproved',
    'RequirementDocumentRejected',
    'RequirementsUpdated',
    'RequirementExpiryNoticeSent',
    'BookingCutShortFlagged',
  ].map((t) => `requirements.${t}`),
  system: ['ClientParametersSaved'].map((t) => `system.${t}`),
  bulk: [
    'BulkFileLoaded',
    'BulkRowsChecked',
    'BulkRowFixed',
    'BulkSendStarted',
    'BulkRowsProcessed',
  ].map((t) => `accreditation.${t}`),
};
/** The types whose payload is empty: `{}` is their valid data. */
const EMPTY = new Set([
  'identity.LoginSucceeded',
  'identity.TwoFactorGuessFailed',
  'identity.TwoFactorConfirmed',
]);

describe.each(Object.entries(WRITTEN))('event catalog: the %s registry', (_context, types) => {
  it.each(types)('registers %s', (type) => expect(EVENT_CATALOG.has(type)).toBe(true));

  it.each(types.filter((t) => !EMPTY.has(t)))('refuses %s without its fields', (type) => {
    expect(() => EVENT_CATALOG.check({ type, data: {} })).toThrow(EventPayloadError);
  });
});

describe('event catalog: payload shapes', () => {
  it('accepts an empty payload where the event carries none', () => {
    for (const type of EMPTY) expect(EVENT_CATALOG.check({ type, data: {} })).toBe(1);
  });

  it('names the field of a wrong enum value', () => {
    const mark = {
      markId: 'M1',
      personId: 'P1',
      personName: 'Ana',
      zoneId: 'Z1',
      doorId: 'D1',
      clientId: 'C1',
      direction: 'E',
      markedAt: '2026-03-01T10:00:00.000Z',
      automatic: false,
      // v2 (issue 20): the spec's fields of a mark
      date: '2026-03-01',
      hour: '05:00',
      deviceId: null,
      origin: 'GARITA',
      plate: null,
      function: '',
      idType: 'DNI',
      documentNumber: '45678912',
      companyName: 'Contrata Sur',
      markType: 'T',
      mode: 'S',
      justification: '',
    };
    expect(EVENT_CATALOG.check({ type: 'access.MarkGranted', data: mark })).toBe(2);
    expect(() =>
      EVENT_CATALOG.check({ type: 'access.MarkDenied', data: { ...mark, reason: 'late' } }),
    ).toThrow(/access\.MarkDenied.*reason/);
  });

  it('lets a registration without the later administration fields through (v1 events)', () => {
    const company = {
      companyId: 'CO1',
      name: 'Contrata Sur',
      documentType: 'RUC',
      documentNumber: '20123456789',
      contractor: true,
      category: 'A',
      country: 'PE',
    };
    expect(EVENT_CATALOG.check({ type: 'catalog.CompanyRegistered', data: company })).toBe(1);
    expect(() =>
      EVENT_CATALOG.check({
        type: 'catalog.CompanyUpdated',
        data: { ...company, controlAttendance: 'S' },
      }),
    ).toThrow(/controlAttendance/);
  });
});
