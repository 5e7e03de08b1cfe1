import type { Response } from 'supertest';
import {
  addDays,
  API,
  catalogPath,
  type ApiName,
  type AttendanceOptionsAnswer,
  type BulkBatchView,
} from '@faena/contracts';
import { EventStore } from '@faena/core';
import { bulkXlsx, newPeopleRows, XLSX_TYPE } from '../../support/bulk-file';
import {
  callsAs,
  captchaToken,
  givenStreams,
  newCommandId,
  PDFS,
  TEST_PASSWORD,
  type TestApp,
} from '@faena/test-kit';

/** What the samples learn on the way: ids of records the later calls read or change. */
type Found = Record<string, string>;
type Sample = (t: TestApp, found: Found) => Promise<Response>;

const get =
  (
    user: string,
    name: ApiName,
    query: (f: Found) => Record<string, unknown> = () => ({}),
  ): Sample =>
  (t, f) =>
    callsAs(t, user).get(API[name].path, query(f));
const post =
  (user: string, name: ApiName, body: (f: Found) => Record<string, unknown>): Sample =>
  (t, f) =>
    callsAs(t, user).post(API[name].path, { commandId: newCommandId('sample'), ...body(f) });

/** The `id` a command answered; a refused one throws its problem, naming what went wrong. */
const idOf = (res: Response): string => {
  const id = (res.body as { result?: { id?: string } }).result?.id;
  if (!id) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return id;
};

/** The result's `id` (a command) is kept under `key` for the calls after it. */
const keeping =
  (key: string, sample: Sample): Sample =>
  async (t, f) => {
    const res = await sample(t, f);
    f[key] = idOf(res);
    return res;
  };

/** The first grid row's `idKey` is kept under `key`. */
const keepingRow =
  (key: string, idKey: string, sample: Sample): Sample =>
  async (t, f) => {
    const res = await sample(t, f);
    const rows = (res.body as { result: { data: Array<Record<string, string>> } }).result.data;
    f[key] = rows[0]?.[idKey] ?? '';
    return res;
  };

const repository = {
  path: '/srv/faena/muestras',
  user: 'svc',
  password: 'Abc.1234',
  confirmPassword: 'Abc.1234',
  maxSize: 5,
  unit: 'GB',
};
const customer = {
  name: 'Hierro Sur S.A.',
  documentType: 'RUC',
  documentNumber: '20100000001',
  emails: ['a@hierro.pe', 'b@hierro.pe', 'c@hierro.pe'],
};
const vehicle = { type: 'Camioneta', brand: 'Toyota', model: 'Hilux', companyId: 'EMP-SERMISUR' };

const sampleZone = {
  divisionId: 'DIV-NORTE',
  capacity: 5,
  personMarking: true,
  vehicleMarking: false,
  requirementCodes: [],
  assignedPersonIds: [],
  active: true,
};
const sampleDevice = {
  type: 'LECTOR',
  model: 'HID R40',
  ip: '10.99.0.10',
  mac: '00-17-61-99-00-0A',
  readType: 'QR',
  ioFunction: 'A',
  timeDifference: 0,
  comPort: '',
  greenOutput: 1,
  redOutput: 2,
  serial: { bitsPerSecond: 9600, dataBits: 8, parity: 'N', stopBits: '1' },
  network: { mask: '255.255.255.0', gateway: '10.99.0.1', serverIp: '10.99.0.5', hostName: '' },
  active: true,
};

/** The site's zone (SITE_TIMEZONE's default, which the sample app keeps): its calendar says "today". */
const SITE_ZONE = 'America/Lima';
const siteDate = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_ZONE });
const siteTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** A day `n` days from the site's today (the sample app runs on the real clock), YYYY-MM-DD. */
const day = (n = 0) => siteDate.format(new Date(Date.now() + n * 86_400_000));
const pdf = (name: string) => ({
  fileName: `${name}.pdf`,
  contentBase64: PDFS.valid(name).toString('base64'),
});
const PNG_BASE64 = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('sample png body'),
]).toString('base64');
const samplePerson = (documentNumber: string) => ({
  surnames: 'Muestra Quispe',
  names: 'Ana',
  documentType: 'DNI',
  documentNumber,
  gender: 'F',
  birthDate: '1991-03-14',
  countryId: 'PE',
  email: `ana.${documentNumber}@sermisur.pe`,
  companyId: 'EMP-SERMISUR',
  position: 'Operadora',
  startDate: '2026-01-05',
  endDate: '2027-12-31',
  condition: 'TRABAJADOR',
  characteristics: [],
});
const sampleContract = {
  code: 'CTR-SMP-01',
  companyId: 'EMP-SERMISUR',
  subject: 'Muestra',
  divisionId: 'DIV-NORTE',
  startDate: '2026-01-01',
  endDate: '2027-12-31',
  quota: 5,
};
const sampleCompany = {
  name: 'Muestras Andinas S.A.C.',
  documentType: 'RUC',
  documentNumber: '20609990011',
  country: 'PE',
  contractor: true,
};

/** What the sample requests ask for (the dates are set when they are sent). */
const SAMPLE_REQUEST = {
  contractId: 'CTR-2026-001',
  reason: 'Ingreso de muestra',
  place: 'TOQUEPALA',
  profile: 'OPERATIVO',
  organisationalUnit: 'UO-MINA',
  costCenter: 'CC-1001',
  positionId: 'CAR-OPC',
  function: 'ACARREO',
};

/**
 * One sample call per API-table entry with an answer schema, as a demo user who may make it, in
 * the order they run (a record is registered before it is updated and read).
 */
/**
 * The attendance day's samples read an assigned person and payroll group: the demo's (the
 * attendance configuration's seed), else one given here (a schedule and an assignment).
 */
const attendanceSample =
  (name: 'attendanceMonth' | 'attendancePayroll'): Sample =>
  async (t, f) => {
    const admin = callsAs(t, 'ADMIN');
    const options = async (afterPosition?: number) =>
      (
        (await admin.get(API.attendanceOptions.path, afterPosition ? { afterPosition } : {}))
          .body as { result: AttendanceOptionsAnswer }
      ).result;
    let found = await options();
    let afterPosition: number | undefined;
    if (found.people.length === 0) {
      afterPosition = await givenAttendance(t);
      found = await options(afterPosition);
    }
    const person = found.people[0];
    const group = found.payrollGroups[0];
    f.attendancePerson = person?.personId ?? '';
    const month = new Date().toISOString().slice(0, 7);
    return name === 'attendanceMonth'
      ? admin.get(API.attendanceMonth.path, { personId: f.attendancePerson, month, afterPosition })
      : admin.get(API.attendancePayroll.path, {
          companyId: group?.companyId ?? '',
          payrollGroupCode: group?.payrollGroupCode ?? '',
          month,
          afterPosition,
        });
  };

async function givenAttendance(t: TestApp): Promise<number> {
  const day = (n: number) => ({
    day: n,
    turn: 'D',
    rest: false,
    entry: '08:00',
    exit: '17:00',
    refreshmentStart: null,
    refreshmentEnd: null,
    flexibleMinutes: 0,
    entryTolerance: 5,
    exitTolerance: 5,
    overtimeBefore: 0,
    overtimeAfter: 30,
  });
  const today = new Date().toISOString().slice(0, 10);
  return givenStreams(t.app.get(EventStore), 'sample-attendance', [
    {
      stream: 'attendance.schedules-MINERA-ANDINA',
      events: [
        {
          type: 'attendance.ScheduleSaved',
          data: {
            clientId: 'MINERA-ANDINA',
            code: 'SAMPLE',
            description: 'Muestra',
            kind: 'weekly',
            cycleLength: null,
            days: [1, 2, 3, 4, 5].map(day),
            active: true,
          },
        },
      ],
    },
    {
      stream: 'attendance.person-PER-0001',
      events: [
        {
          type: 'attendance.PersonAssigned',
          data: {
            personId: 'PER-0001',
            clientId: 'MINERA-ANDINA',
            companyId: 'EMP-MINERA-ANDINA',
            assignmentId: 'SAMPLE-ASSIGNMENT',
            payrollGroupCode: 'SAMPLE',
            specialConditionCode: null,
            scheduleCode: 'SAMPLE',
            regimeId: null,
            regime: null,
            startDate: addDays(today, -40),
            endDate: addDays(today, 10),
          },
        },
      ],
    },
  ]);
}

export const SAMPLES: Array<[ApiName, Sample]> = [
  [
    'login',
    async (t) =>
      t.request.post(API.login.path).send({
        username: 'SOLICITANTE',
        password: TEST_PASSWORD,
        tokenClient: await captchaToken(t.request),
      }),
  ],
  [
    'authenticate',
    async (t) =>
      t.request.post(API.authenticate.path).send({
        username: 'ADMIN',
        password: TEST_PASSWORD,
        tokenClient: await captchaToken(t.request),
      }),
  ],
  ['getUserByToken', get('APROBADOR', 'getUserByToken')],
  ['listPeople', get('ADMIN', 'listPeople')],
  ['listContracts', get('SOLICITANTE', 'listContracts')],
  ['getCompany', get('ADMIN', 'getCompany', () => ({ companyId: 'EMP-SERMISUR' }))],
  ['listCompanies', get('ADMIN', 'listCompanies')],
  ['contractGrid', keepingRow('contract', 'contractId', get('ADMIN', 'contractGrid'))],
  ['getContract', get('ADMIN', 'getContract', (f) => ({ contractId: f.contract }))],
  [
    'registerPosition',
    keeping(
      'position',
      post('ADMIN', 'registerPosition', () => ({ code: 'SMP-1', name: 'Muestra' })),
    ),
  ],
  [
    'updatePosition',
    post('ADMIN', 'updatePosition', (f) => ({
      positionId: f.position,
      code: 'SMP-1',
      name: 'Muestra 2',
    })),
  ],
  ['listPositions', get('ADMIN', 'listPositions')],
  ['getPosition', get('ADMIN', 'getPosition', (f) => ({ positionId: f.position }))],
  [
    'registerVehicle',
    keeping(
      'vehicle',
      post('ADMIN', 'registerVehicle', () => ({ ...vehicle, plate: 'SMP-101' })),
    ),
  ],
  [
    'updateVehicle',
    post('ADMIN', 'updateVehicle', (f) => ({ ...vehicle, vehicleId: f.vehicle, plate: 'SMP-102' })),
  ],
  ['listVehicles', get('ADMIN', 'listVehicles')],
  ['getVehicle', get('ADMIN', 'getVehicle', (f) => ({ vehicleId: f.vehicle }))],
  [
    'registerCustomer',
    keeping(
      'customer',
      post('ADMIN', 'registerCustomer', () => customer),
    ),
  ],
  [
    'updateCustomer',
    post('ADMIN', 'updateCustomer', (f) => ({
      ...customer,
      customerId: f.customer,
      nickname: 'Hierro',
    })),
  ],
  ['listCustomers', get('ADMIN', 'listCustomers')],
  ['getCustomer', get('ADMIN', 'getCustomer', (f) => ({ customerId: f.customer }))],
  [
    'registerRepository',
    keeping(
      'repository',
      post('ADMIN', 'registerRepository', () => repository),
    ),
  ],
  [
    'updateRepository',
    post('ADMIN', 'updateRepository', (f) => ({
      ...repository,
      repositoryId: f.repository,
      maxSize: 6,
    })),
  ],
  ['listRepositories', get('ADMIN', 'listRepositories')],
  ['getRepository', get('ADMIN', 'getRepository', (f) => ({ repositoryId: f.repository }))],
  [
    'setHoliday',
    post('ADMIN', 'setHoliday', () => ({
      countryId: 'PE',
      holiday: { day: 16, month: 9, name: 'Muestra' },
    })),
  ],
  ['removeHoliday', post('ADMIN', 'removeHoliday', () => ({ countryId: 'PE', day: 16, month: 9 }))],
  ['listCountries', get('ADMIN', 'listCountries')],
  ['getCountry', get('ADMIN', 'getCountry', () => ({ countryId: 'PE' }))],
  ['listRequests', get('SOLICITANTE', 'listRequests')],
  ['listDemobilizations', get('SOLICITANTE', 'listDemobilizations')],
  ['globalSearch', get('ADMIN', 'globalSearch', () => ({ q: 'ja' }))],
  ['homeSummary', get('APROBADOR', 'homeSummary')],
  ['zoneOccupancy', get('MONITOR', 'zoneOccupancy')],
  ['listTrips', get('MONITOR', 'listTrips')],
  ['listHotels', get('MONITOR', 'listHotels')],
  ['bedBoard', get('MONITOR', 'bedBoard', () => ({ hotelId: 'HTL-LOS-ANDES' }))],
  ['catalogGrid', (t) => callsAs(t, 'ADMIN').get(catalogPath('catalogGrid', 'fuels'))],
  ['referenceDocumentTypes', get('ADMIN', 'referenceDocumentTypes')],
  ['referenceBloodTypes', get('ADMIN', 'referenceBloodTypes')],
  ['referenceCivilStatus', get('ADMIN', 'referenceCivilStatus')],
  ['referenceDrivingLicences', get('ADMIN', 'referenceDrivingLicences')],
  ['referenceDivisions', get('ADMIN', 'referenceDivisions')],
  ['referenceFunctions', get('ADMIN', 'referenceFunctions')],
  ['peopleStatus', get('APROBADOR', 'peopleStatus')],
  ['listVisits', get('APROBADOR', 'listVisits')],
  ['visitZones', get('SOLICITANTE', 'visitZones')],
  // issue 20: the marks query (demo marks, manual ones among them) and the muster
  [
    'listMarks',
    get('ADMIN', 'listMarks', () => ({
      take: '50',
      sort: '[{"selector":"markedAt","desc":true}]',
    })),
  ],
  ['listOnSite', get('MONITOR', 'listOnSite')],
  // the attendance day (issue 21)
  ['attendanceOptions', get('ADMIN', 'attendanceOptions')],
  ['attendanceMonth', attendanceSample('attendanceMonth')],
  ['attendancePayroll', attendanceSample('attendancePayroll')],
  ['getClientParameters', get('ADMIN', 'getClientParameters')],
  [
    'saveClientParameters',
    post('ADMIN', 'saveClientParameters', () => ({
      parameters: { visitMaxDays: 7, endowmentPolicy: 'refuse' },
    })),
  ],
  [
    'contractEndowment',
    get('SOLICITANTE', 'contractEndowment', () => ({ contractId: 'CTR-2026-001' })),
  ],
  // checkpoints and devices (issue 20): a zone and a door registered, edited and read
  [
    'zoneRegister',
    keeping(
      'zoneId',
      post('ADMIN', 'zoneRegister', () => ({ ...sampleZone, name: 'Zona de muestra' })),
    ),
  ],
  [
    'zoneUpdate',
    post('ADMIN', 'zoneUpdate', (f) => ({
      ...sampleZone,
      name: 'Zona de muestra',
      zoneId: f['zoneId'],
      capacity: 9,
    })),
  ],
  [
    'doorAdd',
    keeping(
      'doorId',
      post('ADMIN', 'doorAdd', (f) => ({
        zoneId: f['zoneId'],
        name: 'Puerta',
        type: 'A',
        active: true,
      })),
    ),
  ],
  [
    'doorUpdate',
    post('ADMIN', 'doorUpdate', (f) => ({
      zoneId: f['zoneId'],
      doorId: f['doorId'],
      name: 'Puerta norte',
      type: 'E',
      active: true,
    })),
  ],
  ['checkpointList', get('APROBADOR', 'checkpointList')],
  ['checkpointGet', get('APROBADOR', 'checkpointGet', (f) => ({ zoneId: f['zoneId'] }))],
  [
    'deviceRegister',
    keeping(
      'deviceId',
      post('ADMIN', 'deviceRegister', (f) => ({ ...sampleDevice, doorId: f['doorId'] })),
    ),
  ],
  [
    'deviceUpdate',
    post('ADMIN', 'deviceUpdate', (f) => ({
      ...sampleDevice,
      doorId: f['doorId'],
      deviceId: f['deviceId'],
      timeDifference: -60,
    })),
  ],
  ['deviceList', get('APROBADOR', 'deviceList')],
  ['deviceGet', get('APROBADOR', 'deviceGet', (f) => ({ deviceId: f['deviceId'] }))],
  // issue 16: answers of the administration calls, then of the accreditation flows on its person
  ...administrationSamples(),
  ...vehicleDocumentSamples(),
  ...accreditationSamples(),
  ...requirementSamples(),
  ...operationSamples(),
  ...identitySamples(),
  ...systemSamples(),
  ...bulkSamples(),
  ['requestRequirementFile', requestRequirementFile],
  ...identificationSamples(),
  // access rules (issue 20), last: a group turns the client's group rule on
  ...accessRuleSamples(),
  // attendance configuration (issue 21)
  ...attendanceSamples(),
];

/** Issue 20's calls: a schedule, a group of it, a person in it, a restriction and an exemption. */
function accessRuleSamples(): Array<[ApiName, Sample]> {
  const year = { startDate: '2026-01-01', endDate: '2026-12-31' };
  const schedule = {
    code: 'SMP24',
    divisionId: 'DIV-NORTE',
    ...year,
    intervals: [{ from: '00:00', to: '24:00', days: [1, 2, 3, 4, 5, 6, 7] }],
  };
  const group = {
    code: 'SMPGRP',
    name: 'Muestra',
    zoneIds: ['ZON-TALLER'],
    scheduleCodes: ['SMP24'],
    ...year,
  };
  const profile = { code: 'SMPPRF', description: 'Muestra', groupCodes: ['SMPGRP'] };
  const who = { personId: 'PER-0001' };
  return [
    ['defineSchedule', post('ADMIN', 'defineSchedule', () => schedule)],
    [
      'updateSchedule',
      post('ADMIN', 'updateSchedule', () => ({ ...schedule, description: 'Muestra' })),
    ],
    ['listSchedules', get('ADMIN', 'listSchedules')],
    ['defineGroup', post('ADMIN', 'defineGroup', () => group)],
    ['updateGroup', post('ADMIN', 'updateGroup', () => ({ ...group, name: 'Muestra 24x7' }))],
    ['listGroups', get('ADMIN', 'listGroups')],
    ['assignGroup', post('ADMIN', 'assignGroup', () => ({ ...who, groupCode: 'SMPGRP', ...year }))],
    ['defineProfile', post('ADMIN', 'defineProfile', () => profile)],
    [
      'updateProfile',
      post('ADMIN', 'updateProfile', () => ({ ...profile, description: 'Muestra 24x7' })),
    ],
    ['listProfiles', get('ADMIN', 'listProfiles')],
    [
      'assignProfile',
      post('ADMIN', 'assignProfile', () => ({ ...who, profileCode: 'SMPPRF', ...year })),
    ],
    ['listPersonAccess', get('ADMIN', 'listPersonAccess', () => ({ groupFilter: '2' }))],
    ['endProfile', post('ADMIN', 'endProfile', () => ({ ...who, endDate: '2026-06-30' }))],
    ['unassignGroup', post('ADMIN', 'unassignGroup', () => ({ ...who, groupCode: 'SMPGRP' }))],
    [
      'addRestriction',
      keeping(
        'restrictionId',
        post('ADMIN', 'addRestriction', () => ({
          ...who,
          code: 'DISC',
          restrictionType: 'DISC',
          zoneId: 'ZON-TALLER',
          fullDay: true,
          ...year,
        })),
      ),
    ],
    [
      'setRestrictionActive',
      post('ADMIN', 'setRestrictionActive', (f) => ({
        ...who,
        restrictionId: f.restrictionId,
        active: false,
      })),
    ],
    [
      'removeRestriction',
      post('ADMIN', 'removeRestriction', (f) => ({ ...who, restrictionId: f.restrictionId })),
    ],
    [
      'grantExemption',
      keeping(
        'exemptionId',
        post('ADMIN', 'grantExemption', () => ({
          ...who,
          requirementCode: 'EMO',
          exemptionType: 'TEMPORAL',
          ...year,
        })),
      ),
    ],
    [
      'revokeExemption',
      post('ADMIN', 'revokeExemption', (f) => ({ ...who, exemptionId: f.exemptionId })),
    ],
  ];
}

/** Issue 16: people (one kept for the accreditation samples), companies and contracts. */
function administrationSamples(): Array<[ApiName, Sample]> {
  return [
    [
      'registerPerson',
      keeping(
        'person',
        post('ADMIN', 'registerPerson', () => samplePerson('47990001')),
      ),
    ],
    [
      'updatePerson',
      post('ADMIN', 'updatePerson', (f) => ({
        ...samplePerson('47990001'),
        personId: f.person,
        mobilePhone: '987654321',
      })),
    ],
    [
      'assignPersonPosition',
      post('ADMIN', 'assignPersonPosition', (f) => ({
        personId: f.person,
        position: 'Supervisora',
      })),
    ],
    [
      'recordIndiscipline',
      post('ADMIN', 'recordIndiscipline', (f) => ({
        personId: f.person,
        severity: '1',
        observation: 'Muestra',
        date: day(-1),
        file: pdf('acta'),
      })),
    ],
    [
      'setPersonPhoto',
      post('ADMIN', 'setPersonPhoto', (f) => ({
        personId: f.person,
        kind: 'extra',
        file: { fileName: 'foto.png', contentBase64: PNG_BASE64 },
      })),
    ],
    [
      'getPerson',
      get('ADMIN', 'getPerson', (f) => ({
        personId: f.person,
        contractId: 'CTR-2026-001',
      })),
    ],
    [
      'changePersonState',
      async (t, f) => {
        const other = await post('ADMIN', 'registerPerson', () => samplePerson('47990002'))(t, f);
        const personId = idOf(other);
        return post('ADMIN', 'changePersonState', () => ({
          personId,
          state: 'terminated',
          reason: 'Fin de contrato',
          date: day(),
        }))(t, f);
      },
    ],
    [
      'recordHistory',
      get('AUDITOR', 'recordHistory', (f) => ({ stream: `catalog.person-${f.person}` })),
    ],
    [
      'registerCompany',
      keeping(
        'company',
        post('ADMIN', 'registerCompany', () => sampleCompany),
      ),
    ],
    [
      'updateCompany',
      post('ADMIN', 'updateCompany', (f) => ({
        ...sampleCompany,
        companyId: f.company,
        nickname: 'MUESTRAS',
      })),
    ],
    [
      'registerContract',
      keeping(
        'ownContract',
        post('ADMIN', 'registerContract', () => sampleContract),
      ),
    ],
    [
      'updateContract',
      post('ADMIN', 'updateContract', (f) => ({
        ...sampleContract,
        contractId: f.ownContract,
        subject: 'Muestra ampliada',
      })),
    ],
    [
      'addContractAddendum',
      post('ADMIN', 'addContractAddendum', (f) => ({
        contractId: f.ownContract,
        newQuota: 8,
        reason: 'Más dotación',
        date: day(),
      })),
    ],
    [
      'setVehiclePhoto',
      post('ADMIN', 'setVehiclePhoto', (f) => ({
        vehicleId: f.vehicle,
        kind: 'profile',
        file: { fileName: 'foto.png', contentBase64: PNG_BASE64 },
      })),
    ],
  ];
}

/**
 * Issue 16: a request for the sample person submitted, observed, corrected, approved and read; a
 * draft with an attachment removed; the person demobilized; a visit and a vehicle request decided.
 */
function accreditationSamples(): Array<[ApiName, Sample]> {
  const request = { ...SAMPLE_REQUEST, startDate: day(), endDate: day(60) };
  /** APROBADOR decides: `field` of the body takes the id kept under `key`. */
  const decide =
    (name: ApiName, [field, key]: [string, string], comment?: string): Sample =>
    (t, f) =>
      post('APROBADOR', name, () => ({
        [field]: f[key],
        ...(comment ? { comment } : {}),
      }))(t, f);
  const visit = {
    visitors: [
      { documentType: 'DNI', documentNumber: '70990011', names: 'Lucía', surnames: 'Muestra Vega' },
    ],
    zoneIds: ['ZON-GARITA'],
    startDate: day(),
    endDate: day(1),
  };
  return [
    [
      'submitRequest',
      keeping(
        'request',
        post('SOLICITANTE', 'submitRequest', (f) => ({ ...request, personId: f.person })),
      ),
    ],
    ['getRequest', get('SOLICITANTE', 'getRequest', (f) => ({ requestId: f.request }))],
    ['observeRequest', decide('observeRequest', ['requestId', 'request'], 'Falta examen')],
    [
      'resubmitRequest',
      post('SOLICITANTE', 'resubmitRequest', (f) => ({
        requestId: f.request,
        startDate: day(),
        endDate: day(90),
        reason: 'Ingreso corregido',
      })),
    ],
    ['approveRequest', decide('approveRequest', ['requestId', 'request'])],
    ['requestHistory', get('AUDITOR', 'requestHistory', (f) => ({ requestId: f.request }))],
    [
      'personRequirements',
      get('SOLICITANTE', 'personRequirements', (f) => ({
        personId: f.person,
        contractId: 'CTR-2026-001',
      })),
    ],
    [
      'requestRequirements',
      get('SOLICITANTE', 'requestRequirements', (f) => ({ requestId: f.request })),
    ],
    [
      'saveDraft',
      keeping(
        'draft',
        post('SOLICITANTE', 'saveDraft', () => ({
          personId: 'PER-0002',
          contractId: 'CTR-2026-001',
        })),
      ),
    ],
    [
      'attachRequestFile',
      async (t, f) => {
        const res = await post('SOLICITANTE', 'attachRequestFile', () => ({
          requestId: f.draft,
          file: pdf('carta'),
        }))(t, f);
        f.attachment = (res.body as { result: { attachmentId: string } }).result.attachmentId;
        return res;
      },
    ],
    ['requestAttachment', get('SOLICITANTE', 'requestAttachment', (f) => ({ requestId: f.draft }))],
    [
      'removeRequestAttachment',
      post('SOLICITANTE', 'removeRequestAttachment', (f) => ({
        requestId: f.draft,
        attachmentId: f.attachment,
      })),
    ],
    ['removeRequests', post('SOLICITANTE', 'removeRequests', (f) => ({ requestIds: [f.draft] }))],
    [
      'rejectRequest',
      async (t, f) => {
        const person = await post('ADMIN', 'registerPerson', () => samplePerson('47990003'))(t, f);
        const sent = await post('SOLICITANTE', 'submitRequest', () => ({
          ...request,
          personId: idOf(person),
        }))(t, f);
        f.rejected = idOf(sent);
        return decide('rejectRequest', ['requestId', 'rejected'], 'No corresponde')(t, f);
      },
    ],
    [
      'registerDemobilization',
      keeping(
        'demob',
        post('SOLICITANTE', 'registerDemobilization', (f) => ({
          personId: f.person,
          cessationReason: 'RENUNCIA',
          cessationDate: day(5),
          observation: 'Renuncia de muestra',
        })),
      ),
    ],
    [
      'getDemobilization',
      get('SOLICITANTE', 'getDemobilization', (f) => ({ demobilizationId: f.demob })),
    ],
    [
      'observeDemobilization',
      decide('observeDemobilization', ['demobilizationId', 'demob'], 'Falta carta'),
    ],
    [
      'correctDemobilization',
      post('SOLICITANTE', 'correctDemobilization', (f) => ({
        demobilizationId: f.demob,
        cessationReason: 'FIN-CONTRATO',
        cessationDate: day(3),
        observation: 'Con carta',
      })),
    ],
    [
      'rejectDemobilization',
      decide('rejectDemobilization', ['demobilizationId', 'demob'], 'No procede'),
    ],
    [
      'registerMassDemobilization',
      async (t, f) => {
        // a second accredited worker, so that one is approved alone and the other in a batch
        const other = await post('ADMIN', 'registerPerson', () => samplePerson('47990004'))(t, f);
        const sent = await post('SOLICITANTE', 'submitRequest', () => ({
          ...request,
          personId: idOf(other),
        }))(t, f);
        f.sent = idOf(sent);
        idOf(await decide('approveRequest', ['requestId', 'sent'])(t, f));
        const res = await post('SOLICITANTE', 'registerMassDemobilization', (g) => ({
          personIds: [g.person, idOf(other)],
          cessationReason: 'RENUNCIA',
          cessationDate: day(5),
          observation: 'Fin de la muestra',
        }))(t, f);
        const rows = (res.body as { result: { rows: Array<{ demobilizationId?: string }> } }).result
          .rows;
        f.massDemob = rows[0]?.demobilizationId ?? '';
        f.massDemob2 = rows[1]?.demobilizationId ?? '';
        return res;
      },
    ],
    ['approveDemobilization', decide('approveDemobilization', ['demobilizationId', 'massDemob'])],
    [
      'approveDemobilizations',
      (t, f) =>
        post('APROBADOR', 'approveDemobilizations', () => ({
          demobilizationIds: [f.massDemob2],
        }))(t, f),
    ],
    [
      'submitVisit',
      keeping(
        'visit',
        post('SOLICITANTE', 'submitVisit', (f) => ({ ...visit, hostId: f.person })),
      ),
    ],
    ['observeVisit', decide('observeVisit', ['visitId', 'visit'], 'Otra zona')],
    [
      'correctVisit',
      post('SOLICITANTE', 'correctVisit', (f) => ({
        visitId: f.visit,
        zoneIds: ['ZON-GARITA'],
        startDate: day(),
        endDate: day(2),
      })),
    ],
    ['approveVisit', decide('approveVisit', ['visitId', 'visit'])],
    ['visitHistory', get('APROBADOR', 'visitHistory', (f) => ({ visitId: f.visit }))],
    [
      'rejectVisit',
      async (t, f) => {
        const sent = await post('SOLICITANTE', 'submitVisit', (g) => ({
          ...visit,
          hostId: g.person,
          visitors: [{ ...visit.visitors[0], documentNumber: '70990012' }],
        }))(t, f);
        f.visit2 = idOf(sent);
        return decide('rejectVisit', ['visitId', 'visit2'], 'No procede')(t, f);
      },
    ],
    [
      'submitVehicleRequest',
      keeping(
        'vrq',
        post('SOLICITANTE', 'submitVehicleRequest', (f) => ({
          vehicleId: f.vehicle,
          contractId: 'CTR-2026-001',
          startDate: day(),
          endDate: day(30),
        })),
      ),
    ],
    ['listVehicleRequests', get('APROBADOR', 'listVehicleRequests')],
    ['getVehicleRequest', get('APROBADOR', 'getVehicleRequest', (f) => ({ requestId: f.vrq }))],
    ['observeVehicleRequest', decide('observeVehicleRequest', ['requestId', 'vrq'], 'Falta SOAT')],
    [
      'correctVehicleRequest',
      post('SOLICITANTE', 'correctVehicleRequest', (f) => ({
        requestId: f.vrq,
        startDate: day(),
        endDate: day(20),
      })),
    ],
    ['approveVehicleRequest', decide('approveVehicleRequest', ['requestId', 'vrq'])],
    [
      'vehicleRequestHistory',
      get('APROBADOR', 'vehicleRequestHistory', (f) => ({ requestId: f.vrq })),
    ],
    [
      'rejectVehicleRequest',
      async (t, f) => {
        const other = await post('ADMIN', 'registerVehicle', () => ({
          ...vehicle,
          plate: 'SMP-103',
        }))(t, f);
        await vehicleDocuments(t, f, idOf(other));
        const sent = await post('SOLICITANTE', 'submitVehicleRequest', () => ({
          vehicleId: idOf(other),
          contractId: 'CTR-2026-001',
          startDate: day(),
          endDate: day(30),
        }))(t, f);
        f.vrq2 = idOf(sent);
        return decide('rejectVehicleRequest', ['requestId', 'vrq2'], 'No procede')(t, f);
      },
    ],
    [
      'markVehicleDoor',
      post('ADMIN', 'markVehicleDoor', (f) => ({ vehicleId: f.vehicle, doorId: 'PTA-GARITA-E' })),
    ],
  ];
}

/** A vehicle's document of `typeCode`, submitted (as SOLICITANTE); its docId is kept as `doc`. */
function vehicleDocument(typeCode: string): Sample {
  return async (t, f) => {
    const res = await post('SOLICITANTE', 'requirementDocumentSubmit', (g) => ({
      subject: { entity: 'V', id: g.vehicle },
      typeCode,
      issuedOn: day(-10),
      expiresOn: day(200),
      file: pdf(typeCode),
    }))(t, f);
    f.doc = (res.body as { result?: { docId?: string } }).result?.docId ?? '';
    return res;
  };
}
/** The document kept as `doc`, of the subject kept under `key`, approved. */
function approveDocument(entity: string, key: string): Sample {
  return (t, f) =>
    post('APROBADOR', 'requirementDocumentApprove', (g) => ({
      subject: { entity, id: g[key] },
      docId: g.doc,
    }))(t, f);
}

/** The SOAT and the technical review of a vehicle, submitted and approved. */
async function vehicleDocuments(t: TestApp, f: Found, vehicleId: string): Promise<void> {
  const g: Found = { ...f, vehicle: vehicleId };
  for (const typeCode of ['SOAT', 'REV-TEC']) {
    const sent = await vehicleDocument(typeCode)(t, g);
    const approved = await approveDocument('V', 'vehicle')(t, g);
    if (sent.status >= 300 || approved.status >= 300)
      throw new Error(`${typeCode}: ${JSON.stringify([sent.body, approved.body])}`);
  }
}

/** Issue 16: the sample vehicle's documents (its request needs them), read back. */
function vehicleDocumentSamples(): Array<[ApiName, Sample]> {
  return [
    ['requirementDocumentSubmit', vehicleDocument('SOAT')],
    ['requirementDocumentApprove', approveDocument('V', 'vehicle')],
    [
      'requirementDocumentList',
      async (t, f) => {
        await vehicleDocuments(t, f, f.vehicle ?? '');
        return get('APROBADOR', 'requirementDocumentList', (g) => ({ entity: 'V', id: g.vehicle }))(
          t,
          f,
        );
      },
    ],
    [
      'requirementDocumentFile',
      get('APROBADOR', 'requirementDocumentFile', (f) => ({ docId: f.doc })),
    ],
  ];
}

/**
 * Issue 16, after the accreditation samples (a new requirement type would hold their requests
 * back): a document rejected, the report and lapses read, a mass update, a type saved.
 */
function requirementSamples(): Array<[ApiName, Sample]> {
  return [
    [
      'requirementDocumentReject',
      async (t, f) => {
        const sent = await post('SOLICITANTE', 'requirementDocumentSubmit', (g) => ({
          subject: { entity: 'P', id: g.person },
          typeCode: 'EMO',
          issuedOn: day(-10),
          expiresOn: day(200),
          file: pdf('EMO'),
        }))(t, f);
        const docId = (sent.body as { result?: { docId?: string } }).result?.docId ?? '';
        return post('APROBADOR', 'requirementDocumentReject', (g) => ({
          subject: { entity: 'P', id: g.person },
          docId,
          reason: 'Ilegible',
        }))(t, f);
      },
    ],
    ['requirementTypeList', get('APROBADOR', 'requirementTypeList')],
    ['requirementReport', get('APROBADOR', 'requirementReport', () => ({ take: 20 }))],
    [
      'requirementLapses',
      get('APROBADOR', 'requirementLapses', () => ({
        fromMonth: day(-60).slice(0, 7),
        toMonth: day().slice(0, 7),
      })),
    ],
    [
      'requirementsUpdate',
      post('APROBADOR', 'requirementsUpdate', (f) => ({
        typeCode: 'EMO',
        companyIds: ['EMP-SERMISUR'],
        personIds: [f.person],
        issuedOn: day(-1),
        expiresOn: day(300),
        startDate: day(-1),
        endDate: day(300),
        file: pdf('emo-masivo'),
      })),
    ],
    [
      'requirementTypeSave',
      post('ADMIN', 'requirementTypeSave', () => ({
        code: 'SMPDOC',
        description: 'Requisito de muestra',
        entity: 'P',
        kind: 'S',
        notifyDaysBefore: 5,
        active: true,
        // applies nowhere: the later samples' requests and marks are not held back by it
        applicability: { clientIds: [] },
      })),
    ],
  ];
}

/** A new person of EMP-SERMISUR, accredited on CTR-2026-001 (submitted and approved). */
async function accreditedPerson(t: TestApp, documentNumber: string): Promise<string> {
  const f: Found = {};
  f.person = idOf(await post('ADMIN', 'registerPerson', () => samplePerson(documentNumber))(t, f));
  f.request = idOf(
    await post('SOLICITANTE', 'submitRequest', (g) => ({
      ...SAMPLE_REQUEST,
      startDate: day(),
      endDate: day(60),
      personId: g.person,
    }))(t, f),
  );
  idOf(await post('APROBADOR', 'approveRequest', (g) => ({ requestId: g.request }))(t, f));
  return f.person;
}

/**
 * Issue 16: the day's operation for an accredited worker: door marks (one, a batch, a manual one
 * corrected and voided), a seat reserved and released, a bed; a catalogue item made and changed.
 */
function operationSamples(): Array<[ApiName, Sample]> {
  // an hour ago on the site's clock: a manual mark may not be in the future
  const anHourAgo = () => new Date(Date.now() - 3_600_000);
  const nowHour = () => siteTime.format(anHourAgo());
  return [
    [
      'markDoor',
      async (t, f) => {
        f.worker = await accreditedPerson(t, '47990005');
        return post('ADMIN', 'markDoor', (g) => ({ personId: g.worker, doorId: 'PTA-GARITA-E' }))(
          t,
          f,
        );
      },
    ],
    [
      'markBatch',
      (t, f) =>
        callsAs(t, 'ADMIN').post(API.markBatch.path, {
          deviceId: 'DEV-GARITA-01',
          marks: [
            { commandId: newCommandId('sample'), personId: f.worker, doorId: 'PTA-GARITA-E' },
          ],
        }),
    ],
    [
      'registerManualMark',
      async (t, f) => {
        const res = await post('ADMIN', 'registerManualMark', (g) => ({
          personId: g.worker,
          doorId: 'PTA-GARITA-E',
          date: siteDate.format(anHourAgo()),
          hour: nowHour(),
          mode: 'S',
          reason: 'Lector sin energía',
        }))(t, f);
        f.mark = (res.body as { result?: { markId?: string } }).result?.markId ?? '';
        return res;
      },
    ],
    [
      'correctMark',
      post('ADMIN', 'correctMark', (f) => ({
        personId: f.worker,
        markId: f.mark,
        hour: nowHour(),
        mode: 'S',
        reason: 'Hora del cuaderno',
      })),
    ],
    [
      'voidMark',
      post('ADMIN', 'voidMark', (f) => ({
        personId: f.worker,
        markId: f.mark,
        reason: 'Duplicada',
      })),
    ],
    [
      'tripSeats',
      async (t, f) => {
        const trips = await get('MONITOR', 'listTrips')(t, f);
        const list = (trips.body as { result: Array<{ tripId: string; date: string }> }).result;
        f.trip = list.filter((trip) => trip.date > day()).at(-1)?.tripId ?? '';
        return get('SOLICITANTE', 'tripSeats', (g) => ({ tripId: g.trip }))(t, f);
      },
    ],
    [
      'reserveSeat',
      post('SOLICITANTE', 'reserveSeat', (f) => ({ tripId: f.trip, seat: 29, personId: f.worker })),
    ],
    ['releaseSeat', post('SOLICITANTE', 'releaseSeat', (f) => ({ tripId: f.trip, seat: 29 }))],
    [
      'assignBed',
      post('ADMIN', 'assignBed', (f) => ({
        bedId: 'CAM-101-B',
        personId: f.worker,
        checkIn: day(20),
        checkOut: day(22),
      })),
    ],
    [
      'catalogCreate',
      async (t, f) => {
        const res = await callsAs(t, 'ADMIN').post(catalogPath('catalogCreate', 'colours'), {
          commandId: newCommandId('sample'),
          code: 'SMPCOLOR',
          description: 'Color de muestra',
        });
        f.item = idOf(res);
        return res;
      },
    ],
    [
      'catalogUpdate',
      (t, f) =>
        callsAs(t, 'ADMIN').put(catalogPath('catalogUpdate', 'colours'), {
          commandId: newCommandId('sample'),
          itemId: f.item,
          description: 'Color de muestra 2',
        }),
    ],
    [
      'catalogState',
      (t, f) =>
        callsAs(t, 'ADMIN').post(catalogPath('catalogState', 'colours'), {
          commandId: newCommandId('sample'),
          itemId: f.item,
          active: 'N',
        }),
    ],
    [
      'catalogMetadata',
      (t) => callsAs(t, 'ADMIN').get(catalogPath('catalogMetadata', 'document-types')),
    ],
  ];
}

/** A call with the bearer token kept under `key` (a session of its own, not the test kit's). */
const bearer = (f: Found, key: string) => `Bearer ${f[key] ?? ''}`;
const CLIENT = { IdCliente: 'MINERA-ANDINA' };

/**
 * Issue 16: the sign-in flow around the demo's users: CELULAR's second factor (code resent, read
 * from the development mailbox, confirmed), its tokens refreshed, a profile chosen, its session
 * closed; the security screens' reads; CONTRATISTA's password set by the administrator.
 */
function identitySamples(): Array<[ApiName, Sample]> {
  const tokens = (res: Response, f: Found) => {
    const pair = (res.body as { result?: { accessToken?: string; refreshToken?: string } }).result;
    f.access = pair?.accessToken ?? '';
    f.refresh = pair?.refreshToken ?? '';
    return res;
  };
  return [
    ['captchaChallenge', (t) => t.request.get(API.captchaChallenge.path)],
    [
      'register',
      async (t) =>
        t.request.post(API.register.path).send({
          username: 'muestra.tecnico',
          nombre: 'Iris',
          apellido: 'Muestra',
          correo: 'iris.muestra@contratista.pe',
          telefono: '987654321',
          empresa: 'Montajes SAC',
          tokenClient: await captchaToken(t.request),
        }),
    ],
    [
      'forgotPassword',
      (t) => t.request.post(API.forgotPassword.path).send({ email: 'contratista@sermisur.pe' }),
    ],
    [
      'recoverPassword',
      (t) =>
        t.request
          .put(API.recoverPassword.path)
          .send({ IdUsuario: 'CONTRATISTA', Correo: 'contratista@sermisur.pe' }),
    ],
    [
      'resendCode',
      async (t) => {
        await t.request.post(API.authenticate.path).send({
          username: 'CELULAR',
          password: TEST_PASSWORD,
          tokenClient: await captchaToken(t.request),
        });
        return t.request.post(API.resendCode.path).send({ username: 'CELULAR' });
      },
    ],
    ['devMailbox', (t) => t.request.get(API.devMailbox.path).query({ to: '957000003' })],
    [
      'confirmCode',
      async (t, f) => {
        const mails = await t.request.get(API.devMailbox.path).query({ to: '957000003' });
        const sent = (mails.body as { result: Array<{ body: string }> }).result;
        // the newest message first: the code just resent
        const codigo = /(\d{4})/.exec(sent[0]?.body ?? '')?.[1] ?? '';
        return tokens(
          await t.request.post(API.confirmCode.path).send({ username: 'CELULAR', codigo }),
          f,
        );
      },
    ],
    [
      'refreshToken',
      async (t, f) =>
        tokens(await t.request.post(API.refreshToken.path).send({ refreshToken: f.refresh }), f),
    ],
    [
      'profileSignIn',
      async (t, f) => {
        const me = await t.request
          .get(API.getUserByToken.path)
          .set('Authorization', bearer(f, 'access'));
        const { profileId } = (me.body as { result: { profile: { profileId: string } } }).result
          .profile;
        return tokens(
          await t.request
            .post(API.profileSignIn.path)
            .set('Authorization', bearer(f, 'access'))
            .send({ idPerfil: profileId, tokenClient: await captchaToken(t.request) }),
          f,
        );
      },
    ],
    [
      'validateLogin',
      (t, f) =>
        t.request
          .post(API.validateLogin.path)
          .set('Authorization', bearer(f, 'access'))
          .send({ idAplicacion: 'AP02' }),
    ],
    [
      'validateMaxDowntime',
      (t, f) =>
        t.request
          .post(API.validateMaxDowntime.path)
          .set('Authorization', bearer(f, 'access'))
          .send({}),
    ],
    [
      'unlock',
      async (t, f) =>
        tokens(
          await t.request
            .post(API.unlock.path)
            .set('X-Refresh-Token', f.refresh ?? '')
            .send({
              username: 'CELULAR',
              password: TEST_PASSWORD,
              tokenClient: await captchaToken(t.request),
            }),
          f,
        ),
    ],
    [
      'logout',
      (t, f) => t.request.post(API.logout.path).set('Authorization', bearer(f, 'access')).send({}),
    ],
    [
      'profileCharacteristics',
      get('SOLICITANTE', 'profileCharacteristics', () => ({
        ...CLIENT,
        IdPerfil: 'PRF-SOLICITANTE',
      })),
    ],
    [
      'menusByProfile',
      get('SOLICITANTE', 'menusByProfile', () => ({
        ...CLIENT,
        IdPerfil: 'PRF-SOLICITANTE',
        IdUsuario: 'SOLICITANTE',
      })),
    ],
    [
      'usersByProfile',
      (t) =>
        callsAs(t, 'ADMIN').put(API.usersByProfile.path, { ...CLIENT, IdPerfil: 'PRF-APROBADOR' }),
    ],
    ['userConfiguration', get('APROBADOR', 'userConfiguration', () => CLIENT)],
    ['authorizerByUser', get('APROBADOR', 'authorizerByUser', () => CLIENT)],
    [
      'getLoginUser',
      (t) => callsAs(t, 'ADMIN').put(API.getLoginUser.path, { IdUsuario: 'AUDITOR' }),
    ],
    [
      'confirmPassword',
      (t) =>
        callsAs(t, 'AUDITOR').put(API.confirmPassword.path, {
          IdUsuario: 'AUDITOR',
          claveUsuario: TEST_PASSWORD,
        }),
    ],
    [
      'createPassword',
      (t) =>
        callsAs(t, 'AUDITOR').post(API.createPassword.path, {
          ...CLIENT,
          IdUsuario: 'AUDITOR',
          Clave: TEST_PASSWORD,
          IdTipoAplicacion: 'WEB',
        }),
    ],
    [
      'updateLoginPassword',
      async (t) =>
        callsAs(t, 'CONTRATISTA').put(API.updateLoginPassword.path, {
          ...CLIENT,
          IdUsuario: 'CONTRATISTA',
          Clave: 'Muestra2026x',
          IdTipoAplicacion: 'WEB',
          tokenClient: await captchaToken(t.request),
        }),
    ],
    [
      'securitySettings',
      async (t, f) => {
        const res = await get('ADMIN', 'securitySettings', () => CLIENT)(t, f);
        const list = (res.body as { result: Array<{ IdConfiguracionLogeo: string }> }).result;
        f.setting = list[0]?.IdConfiguracionLogeo ?? '';
        return res;
      },
    ],
    [
      'getSecuritySetting',
      async (t, f) => {
        const res = await get('ADMIN', 'getSecuritySetting', (g) => ({
          ...CLIENT,
          IdConfiguracionLogeo: g.setting,
        }))(t, f);
        f.settingBody = JSON.stringify((res.body as { result: unknown }).result);
        return res;
      },
    ],
    [
      'saveSecuritySetting',
      (t, f) =>
        callsAs(t, 'ADMIN').put(API.saveSecuritySetting.path, {
          ...CLIENT,
          ...(JSON.parse(f.settingBody ?? '{}') as object),
        }),
    ],
  ];
}

/**
 * Issue 16: the site's settings, a user manual, the development clock (not moved), one read model
 * rebuilt by the platform operator.
 */
function systemSamples(): Array<[ApiName, Sample]> {
  return [
    ['siteInfo', (t) => t.request.get(API.siteInfo.path)],
    ['devClock', get('ADMIN', 'devClock')],
    // offset 0: the clock stays on the real time for the samples after it
    ['devClockSet', (t) => callsAs(t, 'ADMIN').post(API.devClockSet.path, { offsetDays: 0 })],
    [
      'rebuildProjections',
      (t) => callsAs(t, 'ADMIN').post(API.rebuildProjections.path, { name: 'clients.v1' }),
    ],
    [
      'downloadFile',
      (t) =>
        callsAs(t, 'SOLICITANTE').get(API.downloadFile.path.replace(':hash', 'manual-usuario-es')),
    ],
  ];
}

/**
 * Issue 16: a bulk request on the sample contract: two rows uploaded, the second observed (past
 * the contract's end), fixed in place, and both sent.
 */
function bulkSamples(): Array<[ApiName, Sample]> {
  const rows = newPeopleRows(2, 73990001, { startDate: day(), endDate: day(30) });
  rows[1] = { ...rows[1]!, endDate: day(900) };
  const until = async (t: TestApp, f: Found, phase: BulkBatchView['phase']) => {
    for (let i = 0; i < 400; i += 1) {
      const res = await get('SOLICITANTE', 'bulkBatch', (g) => ({ batchId: g.batch }))(t, f);
      if ((res.body as { result?: BulkBatchView }).result?.phase === phase) return res;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`batch ${f.batch ?? ''} never reached ${phase}`);
  };
  return [
    ['bulkTemplate', get('SOLICITANTE', 'bulkTemplate')],
    [
      'bulkUpload',
      async (t, f) => {
        const res = await t.request
          .post(API.bulkUpload.path)
          .query({
            companyId: 'EMP-SERMISUR',
            contractId: f.ownContract,
            profile: 'OPERATIVO',
            place: 'TOQUEPALA',
            fileName: 'personas.xlsx',
          })
          .set('Authorization', `Bearer ${await t.tokenFor('SOLICITANTE')}`)
          .set('Content-Type', XLSX_TYPE)
          .send(await bulkXlsx(rows));
        f.batch = (res.body as { result?: { batchId?: string } }).result?.batchId ?? '';
        return res;
      },
    ],
    ['bulkBatch', (t, f) => until(t, f, 'validated')],
    [
      'bulkFixRow',
      post('SOLICITANTE', 'bulkFixRow', (f) => ({
        batchId: f.batch,
        row: 2,
        values: { ...rows[1], endDate: day(20) },
      })),
    ],
    [
      'bulkSend',
      async (t, f) => {
        await until(t, f, 'validated');
        return post('SOLICITANTE', 'bulkSend', (g) => ({ batchId: g.batch }))(t, f);
      },
    ],
  ];
}

/**
 * Issue 16: a requirement of a contract of its own (so that it holds back no other sample), a
 * person's document of it, a request on that contract, and the document read through the request.
 */
async function requestRequirementFile(t: TestApp, f: Found): Promise<Response> {
  const contract = await post('ADMIN', 'registerContract', () => ({
    ...sampleContract,
    code: 'CTR-SMP-02',
  }))(t, f);
  const contractId = idOf(contract);
  const type = await post('ADMIN', 'requirementTypeSave', () => ({
    code: 'SMPREQ',
    description: 'Requisito del contrato de muestra',
    entity: 'P',
    kind: 'S',
    notifyDaysBefore: 5,
    active: true,
    applicability: { contractIds: [contractId] },
  }))(t, f);
  if (type.status >= 300) throw new Error(JSON.stringify(type.body));
  const personId = idOf(
    await post('ADMIN', 'registerPerson', () => samplePerson('47990006'))(t, f),
  );
  const doc = await post('SOLICITANTE', 'requirementDocumentSubmit', () => ({
    subject: { entity: 'P', id: personId },
    typeCode: 'SMPREQ',
    issuedOn: day(-10),
    expiresOn: day(200),
    file: pdf('SMPREQ'),
  }))(t, f);
  const docId = (doc.body as { result?: { docId?: string } }).result?.docId ?? '';
  const request = await post('SOLICITANTE', 'submitRequest', () => ({
    ...SAMPLE_REQUEST,
    contractId,
    personId,
    startDate: day(),
    endDate: day(30),
  }))(t, f);
  return get('APROBADOR', 'requestRequirementFile', () => ({ requestId: idOf(request), docId }))(
    t,
    f,
  );
}

/**
 * Issue 21's calls: a person's identification type; an active seeded credential inactivated, a
 * new one issued to its worker (no active one left) and printed.
 */
function identificationSamples(): Array<[ApiName, Sample]> {
  const activeCredential: Sample = async (t, f) => {
    const res = await callsAs(t, 'ADMIN').get(API.listCredentials.path, { status: 'A' });
    const [row] = (res.body as { result: { data: Array<Record<string, string>> } }).result.data;
    f['credentialId'] = row?.credentialId ?? '';
    f['credentialPerson'] = row?.personId ?? '';
    return res;
  };
  const put =
    (name: ApiName, body: Record<string, unknown>): Sample =>
    (t) =>
      callsAs(t, 'ADMIN').put(API[name].path, { commandId: newCommandId('sample'), ...body });
  return [
    [
      'assignIdentificationType',
      put('assignIdentificationType', { personId: 'PER-0002', identificationType: 'HUELLA' }),
    ],
    ['listPersonIdentification', get('ADMIN', 'listPersonIdentification', () => ({ take: 5 }))],
    ['listCredentials', activeCredential],
    [
      'inactivateCredential',
      post('ADMIN', 'inactivateCredential', (f) => ({
        credentialId: f['credentialId'],
        reason: 'CESE',
      })),
    ],
    [
      'issueCredential',
      keeping(
        'newCredentialId',
        post('ADMIN', 'issueCredential', (f) => ({
          personId: f['credentialPerson'],
          credentialType: 'TEMP',
          startDate: '2026-11-20',
          issueReason: 'DETERIORO',
        })),
      ),
    ],
    [
      'printCredentials',
      post('ADMIN', 'printCredentials', (f) => ({ credentialIds: [f['newCredentialId']] })),
    ],
  ];
}

/** Issue 21's configuration calls: a schedule, a company's lists, a type, an assignment, a justification. */
function attendanceSamples(): Array<[ApiName, Sample]> {
  const day = {
    turn: 'D',
    rest: false,
    entry: '08:00',
    exit: '17:00',
    refreshmentStart: null,
    refreshmentEnd: null,
    flexibleMinutes: 0,
    entryTolerance: 10,
    exitTolerance: 0,
    overtimeBefore: 0,
    overtimeAfter: 30,
  };
  const schedule = {
    code: 'SMPASI',
    description: 'Muestra',
    kind: 'weekly',
    days: [1, 2, 3].map((d) => ({ ...day, day: d })),
  };
  const type = {
    code: 'SMPJUS',
    description: 'Muestra',
    origin: 'O',
    paid: true,
    applyInFuture: true,
    timesPeriod: 'D',
    maxTimes: 1,
    maxHours: 8,
    requiresObservation: false,
  };
  const who = { personId: 'PER-0041' };
  return [
    ['defineAttendanceSchedule', post('ADMIN', 'defineAttendanceSchedule', () => schedule)],
    [
      'updateAttendanceSchedule',
      post('ADMIN', 'updateAttendanceSchedule', () => ({ ...schedule, description: 'Muestra 2' })),
    ],
    ['listAttendanceSchedules', get('ADMIN', 'listAttendanceSchedules')],
    [
      'configureAttendanceCompany',
      post('ADMIN', 'configureAttendanceCompany', () => ({
        companyId: 'EMP-SERMISUR',
        payrollGroups: [{ code: 'OBR', description: 'Obreros' }],
        specialConditions: [{ code: 'NOR', description: 'Normal' }],
      })),
    ],
    ['listAttendanceCompanies', get('ADMIN', 'listAttendanceCompanies')],
    ['defineJustificationType', post('ADMIN', 'defineJustificationType', () => type)],
    [
      'updateJustificationType',
      post('ADMIN', 'updateJustificationType', () => ({ ...type, maxHours: 6 })),
    ],
    ['listJustificationTypes', get('ADMIN', 'listJustificationTypes')],
    [
      'assignPersonAttendance',
      post('ADMIN', 'assignPersonAttendance', () => ({
        ...who,
        payrollGroupCode: 'OBR',
        specialConditionCode: 'NOR',
        scheduleCode: 'SMPASI',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      })),
    ],
    [
      'listAttendancePeople',
      get('ADMIN', 'listAttendancePeople', () => ({ companyId: 'EMP-SERMISUR', take: 5 })),
    ],
    [
      'applyJustification',
      keeping(
        'justificationId',
        post('ADMIN', 'applyJustification', () => ({
          ...who,
          justificationCode: 'SMPJUS',
          date: '2026-11-02',
          hours: 4,
        })),
      ),
    ],
    [
      'withdrawJustification',
      post('ADMIN', 'withdrawJustification', (f) => ({
        ...who,
        justificationId: f['justificationId'],
      })),
    ],
  ];
}
