import type {
  MarkCorrected,
  MarkDenied,
  MarkGranted,
  MarkVoided,
  ZoneRegistered,
} from '@faena/contracts';
import { IDS } from './ids';

export const zoneRegistered = (over: Partial<ZoneRegistered['data']> = {}): ZoneRegistered => ({
  type: 'access.ZoneRegistered',
  data: {
    zoneId: IDS.zone,
    clientId: IDS.client,
    divisionId: IDS.division,
    name: 'Planta concentradora',
    capacity: 120,
    personMarking: true,
    vehicleMarking: true,
    requirementCodes: [],
    assignedPersonIds: [],
    active: true,
    doors: [
      { doorId: IDS.doorIn, name: 'Garita norte entrada', type: 'E', active: true },
      { doorId: IDS.doorOut, name: 'Garita norte salida', type: 'S', active: true },
      { doorId: IDS.doorBoth, name: 'Torniquete', type: 'A', active: true },
    ],
    ...over,
  },
});

type Mark = MarkGranted['data'];
const mark = (over: Partial<Mark>): Mark => ({
  markId: 'MARK-001',
  personId: IDS.person,
  personName: 'Ana Quispe Rojas',
  zoneId: IDS.zone,
  doorId: IDS.doorIn,
  clientId: IDS.client,
  direction: 'E',
  markedAt: '2026-03-10T08:00:00.000Z',
  automatic: false,
  ...over,
  ...v2(over),
});
/** The v2 fields: date and hour of markedAt (UTC in tests), the builder person's, on foot. */
const v2 = (over: Partial<Mark>) => {
  const markedAt = over.markedAt ?? '2026-03-10T08:00:00.000Z';
  const automatic = over.automatic ?? false;
  return {
    date: markedAt.slice(0, 10),
    hour: markedAt.slice(11, 16),
    deviceId: null,
    origin: automatic ? ('DISPOSITIVO' as const) : ('GARITA' as const),
    plate: null,
    function: 'Operador',
    idType: 'DNI',
    documentNumber: '45678912',
    companyName: 'Contrata Sur',
    markType: 'T' as const,
    mode: (over.direction ?? 'E') === 'E' ? ('S' as const) : ('N' as const),
    justification: '',
    ...over,
  };
};
export const markGranted = (over: Partial<Mark> = {}): MarkGranted => ({
  type: 'access.MarkGranted',
  data: mark(over),
});
export const markDenied = (over: Partial<MarkDenied['data']> = {}): MarkDenied => ({
  type: 'access.MarkDenied',
  data: { ...mark(over), reason: over.reason ?? 'noAccreditation' },
});

export const markCorrected = (over: Partial<MarkCorrected['data']> = {}): MarkCorrected => ({
  type: 'access.MarkCorrected',
  data: {
    markId: 'MARK-001',
    personId: IDS.person,
    clientId: IDS.client,
    zoneId: IDS.zone,
    granted: true,
    markedAt: '2026-03-10T09:30:00.000Z',
    hour: '09:30',
    direction: 'E',
    mode: 'S',
    reason: 'Hora corregida',
    previous: {
      markedAt: '2026-03-10T08:00:00.000Z',
      hour: '08:00',
      mode: 'S',
      reason: 'Olvidó marcar',
    },
    correctedBy: 'ADMIN',
    ...over,
  },
});
export const markVoided = (over: Partial<MarkVoided['data']> = {}): MarkVoided => ({
  type: 'access.MarkVoided',
  data: {
    markId: 'MARK-001',
    personId: IDS.person,
    clientId: IDS.client,
    zoneId: IDS.zone,
    markedAt: '2026-03-10T08:00:00.000Z',
    direction: 'E',
    granted: true,
    reason: 'Marcación duplicada',
    voidedBy: 'ADMIN',
    ...over,
  },
});
