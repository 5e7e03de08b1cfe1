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

/**
 * One command of the demo's activity. `daysAgo` plays it on the server's clock moved back that many
 * days (the demo's history spreads over the last two weeks, so Inicio's trends have a shape).
 */
export type SampleStep = SampleCommand & { daysAgo?: number };

type SampleCommand =
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

/** A request for one person: on which contract, by whom, sent how many days before today. */
export interface SubmitSpec {
  person: SeedPerson;
  contractId: string;
  actor: Actor;
  today: string;
  daysAgo?: number;
}

const submitId = (p: SeedPerson) => `seed-req-${p.personId}`;

/** A 180-day accreditation request starting the day it is sent (today, or `daysAgo` days before). */
export function submit({
  person: p,
  contractId,
  actor,
  today,
  daysAgo = 0,
}: SubmitSpec): SampleStep {
  const sentOn = addDays(today, -daysAgo);
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
      startDate: sentOn,
      endDate: addDays(sentOn, 180),
      reason,
      observation: '',
      ...pickedFieldsOf(p),
    },
    daysAgo,
  };
}

/** The approver's decision on the person's request (submitted by `submit`), `daysAgo` days before today. */
export function decide(
  p: SeedPerson,
  { decision, comment, daysAgo = 0 }: { decision: Decision; comment: string; daysAgo?: number },
): SampleStep {
  const body = { commandId: `seed-${decision}-${p.personId}`, requestId: '', comment };
  const submitCommandId = submitId(p);
  return { kind: 'decide', actor: 'APROBADOR', decision, body, submitCommandId, daysAgo };
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
