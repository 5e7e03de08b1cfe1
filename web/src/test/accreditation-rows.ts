import type { VehicleRequestRow, VisitRow } from '@faena/contracts';

/** A contract-valid row of the visits grid, for the visits screens' unit specs. */
export const visitRow = (over: Partial<VisitRow> = {}): VisitRow => ({
  visitId: 'V1',
  code: 'VIS-00000001',
  clientId: 'MINERA-ANDINA',
  hostId: 'PER-HOST',
  hostName: 'Ana Quispe Rojas',
  visitors: [
    {
      personId: 'PER-VIS-1',
      personName: 'Lucía Torres Vega',
      documentType: 'DNI',
      documentNumber: '70112233',
    },
  ],
  visitorCount: 1,
  zoneIds: ['ZON-GARITA', 'ZON-TALLER'],
  startDate: '2026-11-23',
  endDate: '2026-11-24',
  observation: 'Auditoría de seguridad',
  status: 'P',
  requestedBy: 'SOLICITANTE',
  requestedAt: '2026-11-22T12:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  lastComment: '',
  version: 4,
  ...over,
});

/** A contract-valid row of the vehicle requests grid, for the vehicle screens' unit specs. */
export const vehicleRequestRow = (over: Partial<VehicleRequestRow> = {}): VehicleRequestRow => ({
  requestId: 'R1',
  code: 'SOV-00000001',
  vehicleId: 'VEH-1',
  plate: 'V1Q-845',
  vehicleType: 'Camioneta',
  companyId: 'EMP-A',
  companyName: 'Montajes Andinos',
  contractId: 'CTR-A',
  contractCode: 'CTR-2026-003',
  clientId: 'MINERA-ANDINA',
  startDate: '2026-11-23',
  endDate: '2026-12-23',
  observation: '',
  submittedBy: 'CONTRATISTA',
  status: 'P',
  submittedAt: '2026-11-22T12:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  lastComment: '',
  version: 3,
  ...over,
});
