import type { StoredEvent } from '../shared/events';
import { EVENT_CATALOG } from '../event-catalog';

const v1 = {
  requestId: 'R1',
  code: 'SOL-R1',
  personId: 'P1',
  personName: 'Ana Rojas',
  documentNumber: '12345678',
  companyId: 'CO1',
  companyName: 'Contrata Sur',
  contractId: 'K1',
  contractCode: 'CT-001',
  clientId: 'C1',
  divisionId: 'D1',
  startDate: '2026-03-10',
  endDate: '2026-06-30',
  reason: 'Ingreso a faena',
  observation: '',
  submittedBy: 'SOLICITANTE',
};
const picked = {
  place: 'TOQUEPALA',
  profile: 'OPERATIVO',
  organisationalUnit: 'UO-MINA',
  costCenter: 'CC-1001',
  positionId: 'CAR-OPC',
  positionName: 'Operador de Camión',
  function: 'ACARREO',
};
const none = Object.fromEntries(Object.keys(picked).map((k) => [k, '']));
const stored = (type: string, version: number, data: unknown): StoredEvent => ({
  id: 'e1',
  stream: 'accreditation.request-R1',
  revision: 0,
  position: 9,
  type,
  version,
  data,
  metadata: {
    eventId: 'e1',
    commandId: 'c1',
    correlationId: 'c1',
    causationId: 'c1',
    userId: 'SOLICITANTE',
    profileId: null,
    clientId: 'C1',
    divisionId: null,
    occurredAt: '2026-03-02T10:00:00.000Z',
  },
});

describe.each(['accreditation.RequestSubmitted', 'accreditation.RequestDraftSaved'])(
  '%s v2 (place, profile, unit, cost center, position, function)',
  (type) => {
    it('is stored at v2 and must carry the picked fields', () => {
      const check = (data: unknown) => EVENT_CATALOG.check({ type, data });
      expect(check({ ...v1, ...picked })).toBe(2);
      expect(() => check(v1)).toThrow(/place/);
    });

    it('upcasts a stored v1 event with each field empty, leaving the stored one as it was', () => {
      const old = stored(type, 1, v1);
      const up = EVENT_CATALOG.upcast(old);
      expect(up.version).toBe(2);
      expect(up.data).toEqual({ ...v1, ...none });
      expect(old).toEqual(stored(type, 1, v1));
    });
  },
);
