import type { MarkDenied, MarkGranted, ZoneRegistered } from '@faena/contracts';
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
});
export const markGranted = (over: Partial<Mark> = {}): MarkGranted => ({
  type: 'access.MarkGranted',
  data: mark(over),
});
export const markDenied = (over: Partial<MarkDenied['data']> = {}): MarkDenied => ({
  type: 'access.MarkDenied',
  data: { ...mark(over), reason: over.reason ?? 'noAccreditation' },
});
