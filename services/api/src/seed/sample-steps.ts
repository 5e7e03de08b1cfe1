import {
  addDays,
  type AssignBedBody,
  type DecideDemobilizationBody,
  type DecideRequestBody,
  type Decision,
  type CorrectMarkBody,
  type ManualMarkBody,
  type MarkDoorBody,
  type RegisterDemobilizationBody,
  type ReserveSeatBody,
  type SaveDraftBody,
  type SubmitRequestBody,
} from '@faena/contracts';
import type { SeedPerson } from './people';
import { pickedFieldsOf } from './request-fields';

/** Who acts in a sample step (a demo username). */
export type Actor =
  'ADMIN' | 'APROBADOR' | 'SOLICITANTE' | 'CONTRATISTA' | 'PAC-SOLICITANTE' | 'PAC-APROBADOR';

export type SampleStep =
  | { kind: 'submit'; actor: Actor; body: SubmitRequestBody }
  | { kind: 'draft'; actor: Actor; body: SaveDraftBody }
  | {
      kind: 'decide';
      actor: Actor;
      decision: Decision;
      body: DecideRequestBody;
      submitCommandId: string;
    }
  | { kind: 'demobilize'; actor: Actor; body: RegisterDemobilizationBody }
  | {
      kind: 'decideDemobilization';
      actor: Actor;
      decision: Decision;
      body: DecideDemobilizationBody;
      registerCommandId: string;
    }
  | { kind: 'mark'; actor: Actor; body: MarkDoorBody }
  | { kind: 'manualMark'; actor: Actor; body: ManualMarkBody }
  | { kind: 'correctMark'; actor: Actor; body: CorrectMarkBody }
  | { kind: 'seat'; actor: Actor; body: ReserveSeatBody }
  | { kind: 'bed'; actor: Actor; body: AssignBedBody };

/** A request for one person: on which contract, by whom, starting when. */
export interface SubmitSpec {
  person: SeedPerson;
  contractId: string;
  actor: Actor;
  today: string;
}

const submitId = (p: SeedPerson) => `seed-req-${p.personId}`;

/** A 180-day accreditation request starting today. */
export function submit({ person: p, contractId, actor, today }: SubmitSpec): SampleStep {
  const reason = p.position.startsWith('Supervisor')
    ? 'Supervisión de actividades en campo'
    : `Ingreso a operación como ${p.position}`;
  return {
    kind: 'submit',
    actor,
    body: {
      commandId: submitId(p),
      personId: p.personId,
      contractId,
      startDate: today,
      endDate: addDays(today, 180),
      reason,
      observation: '',
      ...pickedFieldsOf(p),
    },
  };
}

/** The approver's decision on the person's request (submitted by `submit`). */
export function decide(p: SeedPerson, decision: Decision, comment: string): SampleStep {
  const body = { commandId: `seed-${decision}-${p.personId}`, requestId: '', comment };
  return { kind: 'decide', actor: 'APROBADOR', decision, body, submitCommandId: submitId(p) };
}

/** A request saved as a draft: person, contract and picked fields, the dates and reason still to be entered. */
export function draft(p: SeedPerson, contractId: string): SampleStep {
  return {
    kind: 'draft',
    actor: 'SOLICITANTE',
    body: {
      commandId: `seed-draft-${p.personId}`,
      personId: p.personId,
      contractId,
      startDate: '',
      endDate: '',
      reason: '',
      observation: '',
      ...pickedFieldsOf(p),
    },
  };
}
