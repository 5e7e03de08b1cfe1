import type { SaveRequirementTypeBody } from '@faena/contracts';
import { CLIENT, type ZONES } from './master';
import { POSITIONS } from './names';
import { SECOND_CLIENT, SECOND_PEOPLE } from './second-client';

type TypeSeed = Omit<SaveRequirementTypeBody, 'commandId' | 'active' | 'applicability'> & {
  applicability: Partial<SaveRequirementTypeBody['applicability']>;
};
const BOTH_CLIENTS = [CLIENT.clientId, SECOND_CLIENT.clientId];
/**
 * The position types the person types apply to: the pit's shovel and drill operators and the
 * second client's blasting crew (people of other positions, the test suites' own included, need none).
 */
export const REQUIRED_POSITIONS: readonly string[] = [
  ...new Set([
    ...POSITIONS.filter((p) => p === 'Operador de Pala' || p === 'Operador de Perforadora'),
    ...SECOND_PEOPLE.map((p) => p[4]),
  ]),
];
const PIT = 'ZON-TAJO' satisfies (typeof ZONES)[number]['zoneId'];

/**
 * The demo's requirement types (issue 18), for both clients; the codes are those of the retired
 * 'requirement-types' catalogue, so a store that had it keeps its codes. The person types apply
 * to REQUIRED_POSITIONS; height work applies in the pit only (a zone's own requirement).
 */
export const REQUIREMENT_TYPE_SEED: readonly TypeSeed[] = [
  { code: 'IND-SEG', description: 'Inducción de seguridad', entity: 'P', kind: 'A', notifyDaysBefore: 30, applicability: { positionTypeIds: [...REQUIRED_POSITIONS] } },
  { code: 'EMO', description: 'Examen médico ocupacional', entity: 'P', kind: 'S', notifyDaysBefore: 30, applicability: { positionTypeIds: [...REQUIRED_POSITIONS] } },
  { code: 'SCTR', description: 'Seguro complementario de trabajo de riesgo', entity: 'P', kind: 'S', notifyDaysBefore: 15, applicability: { positionTypeIds: [...REQUIRED_POSITIONS] } },
  { code: 'TRAB-ALT', description: 'Certificado de trabajo en altura', entity: 'P', kind: 'S', notifyDaysBefore: 15, applicability: { zoneIds: [PIT] } },
  { code: 'SOAT', description: 'SOAT vigente', entity: 'V', kind: 'S', notifyDaysBefore: 15, applicability: { clientIds: BOTH_CLIENTS } },
  { code: 'REV-TEC', description: 'Revisión técnica vehicular', entity: 'V', kind: 'S', notifyDaysBefore: 15, applicability: { clientIds: BOTH_CLIENTS } },
];

export const PERSON_TYPES = ['IND-SEG', 'EMO', 'SCTR', 'TRAB-ALT'] as const;
export const VEHICLE_TYPES = ['SOAT', 'REV-TEC'] as const;
export const REJECT_REASON = 'La póliza adjunta no cubre el periodo declarado.';
