import { addDays, type Decision, type SubmitVehicleRequestBody } from '@faena/contracts';

/** A demo vehicle request: sent by the applicant, then decided (or left pending). */
export interface VehicleRequestSeed {
  body: SubmitVehicleRequestBody;
  decision: { decision: Decision; comment: string } | null;
}

/** The contracts whose companies may accredit vehicles in the demo (the vehicle flag). */
export const VEHICLE_CONTRACTS: readonly string[] = [
  'CTR-2026-000',
  'CTR-2026-001',
  'CTR-2026-002',
  'CTR-2026-003',
  'CTR-2026-004',
];

/** A vehicle request of `today` (90 days), by plate and contract, and what the approver decides. */
interface VehicleRequestSpec {
  plate: string;
  contractId: string;
  decision: VehicleRequestSeed['decision'];
}

const seedOf =
  (today: string) =>
  ({ plate, contractId, decision }: VehicleRequestSpec): VehicleRequestSeed => ({
    body: {
      commandId: `seed-vreq-${plate}`,
      vehicleId: plate,
      contractId,
      startDate: today,
      endDate: addDays(today, 90),
      observation: '',
    },
    decision,
  });

const APPROVE = { decision: 'approve', comment: '' } as const;

/** The plan's requests, in order (the trips' buses last: a seat is booked only on an accredited unit). */
const REQUESTS: readonly VehicleRequestSpec[] = [
  { plate: 'V1Q-845', contractId: 'CTR-2026-000', decision: APPROVE },
  { plate: 'B7K-913', contractId: 'CTR-2026-002', decision: null },
  {
    plate: 'C4M-220',
    contractId: 'CTR-2026-003',
    decision: {
      decision: 'observe',
      comment: 'La revisión técnica vence esta semana: adjunte la renovada.',
    },
  },
  {
    plate: 'B7K-912',
    contractId: 'CTR-2026-002',
    decision: {
      decision: 'reject',
      comment: 'La unidad no está asignada al servicio de este contrato.',
    },
  },
  ...['V4K-812', 'V4K-813', 'Z2B-450'].map((plate) => ({
    plate,
    contractId: 'CTR-2026-002',
    decision: APPROVE,
  })),
];

/**
 * Issue 19: one demo vehicle request in each status the queue shows (Aprobada, Pendiente,
 * Observada, Rechazada). V2A-301 has no request: its SOAT lapsed (the form refuses it and the door
 * denies it). GHJK-21 (CTR-2026-004) is left for a new request; S3G-117 is inactive.
 */
export function vehicleRequestPlan(today: string): VehicleRequestSeed[] {
  return REQUESTS.map(seedOf(today));
}
