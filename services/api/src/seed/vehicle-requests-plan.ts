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

const seed = (
  plate: string,
  contractId: string,
  today: string,
  decision: VehicleRequestSeed['decision'],
): VehicleRequestSeed => ({
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

/**
 * Issue 19: one demo vehicle request in each status the queue shows (Aprobada, Pendiente,
 * Observada, Rechazada). V2A-301 has no request: its SOAT lapsed (the form refuses it and the door
 * denies it). GHJK-21 (CTR-2026-004) is left for a new request; S3G-117 is inactive.
 */
export function vehicleRequestPlan(today: string): VehicleRequestSeed[] {
  return [
    seed('V1Q-845', 'CTR-2026-000', today, { decision: 'approve', comment: '' }),
    seed('B7K-913', 'CTR-2026-002', today, null),
    seed('C4M-220', 'CTR-2026-003', today, {
      decision: 'observe',
      comment: 'La revisión técnica vence esta semana: adjunte la renovada.',
    }),
    seed('B7K-912', 'CTR-2026-002', today, {
      decision: 'reject',
      comment: 'La unidad no está asignada al servicio de este contrato.',
    }),
    // the trips' buses: a seat is booked only on an accredited unit
    ...['V4K-812', 'V4K-813', 'Z2B-450'].map((plate) =>
      seed(plate, 'CTR-2026-002', today, { decision: 'approve', comment: '' }),
    ),
  ];
}
