import type { Response } from 'supertest';
import {
  addDays,
  API,
  catalogPath,
  type ApiName,
  type AttendanceOptionsAnswer,
} from '@faena/contracts';
import { EventStore } from '@faena/core';
import {
  callsAs,
  captchaToken,
  givenStreams,
  newCommandId,
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

/** The result's `id` (a command) is kept under `key` for the calls after it. */
const keeping =
  (key: string, sample: Sample): Sample =>
  async (t, f) => {
    const res = await sample(t, f);
    f[key] = (res.body as { result: { id: string } }).result.id;
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
  // access rules (issue 20), last: a group turns the client's group rule on
  ...accessRuleSamples(),
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
    ['listPersonAccess', get('ADMIN', 'listPersonAccess', () => ({ groupFilter: '2' }))],
    ['unassignGroup', post('ADMIN', 'unassignGroup', () => ({ ...who, groupCode: 'SMPGRP' }))],
    [
      'addRestriction',
      keeping(
        'restrictionId',
        post('ADMIN', 'addRestriction', () => ({
          ...who,
          code: 'DISC',
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
