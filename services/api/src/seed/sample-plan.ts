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
import { CAMP, COMPANIES, ZONES } from './data/master';
import { campRow, tripIdOf } from './master-data';
import { demoPeople, type SeedPerson } from './people';
import { SECOND_COMPANY } from './data/second-client';
import { pickedFieldsOf } from './request-fields';
import { secondClientPeople, secondTripId } from './second-client';

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

const APPROVED_PER_COMPANY = 9;
const PENDING_PER_COMPANY = 2;
const CONTRACTOR_COMPANY = 'EMP-SERMISUR';
const OBSERVE_COMMENT = 'Falta certificado médico ocupacional vigente (EMO).';
const REJECT_COMMENT = 'El documento de identidad no coincide con el registrado en el contrato.';

/**
 * The demo's activity, always the same for a given day: ~60 approved accreditations (so marks,
 * seats and beds work at once), pending requests in the approver's queue, one observed and one
 * rejected request, one draft (Incompleta), door marks at the Garita, seats on today's bus, beds in
 * the camp, and two demobilizations of accredited workers (one pending, one observed).
 */
export function samplePlan(today: string): SampleStep[] {
  const workers = demoPeople().filter((p) => p.condition === 'TRABAJADOR');
  const approved: SeedPerson[] = [];
  const steps: SampleStep[] = [];
  for (const company of COMPANIES) {
    const staff = workers.filter((p) => p.companyId === company.companyId);
    const submitter: Actor =
      company.companyId === CONTRACTOR_COMPANY ? 'CONTRATISTA' : 'SOLICITANTE';
    staff.slice(0, APPROVED_PER_COMPANY).forEach((p) => {
      steps.push(submit(p, company.contract.code, submitter, today), decide(p, 'approve', ''));
      approved.push(p);
    });
    staff
      .slice(APPROVED_PER_COMPANY, APPROVED_PER_COMPANY + PENDING_PER_COMPANY)
      .forEach((p) => steps.push(submit(p, company.contract.code, submitter, today)));
    const next = staff[APPROVED_PER_COMPANY + PENDING_PER_COMPANY];
    if (next && company.companyId === 'EMP-ATACAMA')
      steps.push(
        submit(next, company.contract.code, submitter, today),
        decide(next, 'observe', OBSERVE_COMMENT),
      );
    if (next && company.companyId === 'EMP-LOSHEROES')
      steps.push(
        submit(next, company.contract.code, submitter, today),
        decide(next, 'reject', REJECT_COMMENT),
      );
    const drafted = staff[APPROVED_PER_COMPANY + PENDING_PER_COMPANY + 1];
    if (drafted && company.companyId === 'EMP-MINERA-ANDINA')
      steps.push(draft(drafted, company.contract.code));
  }
  return [
    ...steps,
    ...marks(approved),
    ...manualMarks(approved, today),
    ...seats(approved, today),
    ...beds(approved, today),
    ...demobilizations(approved, today),
    ...secondClientActivity(today),
    ...massDemobilization(approved, today),
  ];
}

/**
 * Issue 19: a mass demobilization of three workers leaving today, each holding a bed for the
 * coming nights and a seat on tomorrow's bus; two are approved (their cascade, run at start,
 * frees the nights after today and tomorrow's seats), one waits in the queue.
 */
function massDemobilization(approved: SeedPerson[], today: string): SampleStep[] {
  const bedIds = campRow().rooms.flatMap((r) => r.beds.map((b) => b.bedId));
  const tripId = tripIdOf(today, 1, '03');
  return approved.slice(44, 47).flatMap((p, i): SampleStep[] => {
    const commandId = `seed-mass-demob-${p.personId}`;
    const held: SampleStep[] = [
      {
        kind: 'seat',
        actor: 'SOLICITANTE',
        body: {
          commandId: `seed-mass-seat-${p.personId}`,
          tripId,
          seat: i + 1,
          personId: p.personId,
        },
      },
      {
        kind: 'bed',
        actor: 'ADMIN',
        body: {
          commandId: `seed-mass-bed-${p.personId}`,
          bedId: bedIds[21 + i * 2]!, // odd places: the other sample stays take the even ones
          personId: p.personId,
          checkIn: today,
          checkOut: addDays(today, 5),
        },
      },
    ];
    const body = {
      commandId,
      personId: p.personId,
      cessationReason: 'FIN-CONTRATO',
      cessationDate: today,
      observation: 'Fin de la parada de planta.',
    };
    const registered: SampleStep = { kind: 'demobilize', actor: 'SOLICITANTE', body };
    if (i === 2) return [...held, registered];
    const approve = {
      commandId: `seed-mass-approve-${p.personId}`,
      demobilizationId: '',
      comment: '',
    };
    const decision: SampleStep = {
      kind: 'decideDemobilization',
      actor: 'APROBADOR',
      decision: 'approve',
      body: approve,
      registerCommandId: commandId,
    };
    return [...held, registered, decision];
  });
}

/** A request saved as a draft: person, contract and picked fields, the dates and reason still to be entered. */
function draft(p: SeedPerson, contractId: string): SampleStep {
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

/** Two accredited workers leave at the end of next week: one waits in the queue, one was observed. */
function demobilizations(approved: SeedPerson[], today: string): SampleStep[] {
  return approved.slice(42, 44).flatMap((p, i): SampleStep[] => {
    const commandId = `seed-demob-${p.personId}`;
    const body = {
      commandId,
      personId: p.personId,
      cessationReason: i === 0 ? 'FIN-CONTRATO' : 'RENUNCIA',
      cessationDate: addDays(today, 7),
      observation: i === 0 ? 'Término del contrato de servicio.' : 'Carta de renuncia presentada.',
    };
    const registered: SampleStep = { kind: 'demobilize', actor: 'SOLICITANTE', body };
    if (i === 0) return [registered];
    const observe = {
      commandId: `seed-demob-observe-${p.personId}`,
      demobilizationId: '',
      comment: 'Adjunte la carta de renuncia firmada.',
    };
    return [
      registered,
      {
        kind: 'decideDemobilization',
        actor: 'APROBADOR',
        decision: 'observe',
        body: observe,
        registerCommandId: commandId,
      },
    ];
  });
}

const submitId = (p: SeedPerson) => `seed-req-${p.personId}`;

function submit(p: SeedPerson, contractId: string, actor: Actor, today: string): SampleStep {
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

function decide(p: SeedPerson, decision: Decision, comment: string): SampleStep {
  const body = { commandId: `seed-${decision}-${p.personId}`, requestId: '', comment };
  return { kind: 'decide', actor: 'APROBADOR', decision, body, submitCommandId: submitId(p) };
}

function marks(approved: SeedPerson[]): SampleStep[] {
  const garita = ZONES[0].doors[0].doorId;
  const tajo = ZONES[2].doors[0].doorId;
  const entering = approved.slice(0, 14).map((p): SampleStep => ({
    kind: 'mark',
    actor: 'ADMIN',
    body: {
      commandId: `seed-mark-${p.personId}-1`,
      personId: p.personId,
      doorId: garita,
      direction: 'E',
    },
  }));
  const intoPit = approved.slice(0, 4).map((p): SampleStep => ({
    kind: 'mark',
    actor: 'ADMIN',
    body: {
      commandId: `seed-mark-${p.personId}-2`,
      personId: p.personId,
      doorId: tajo,
      direction: 'E',
    },
  }));
  // someone who left the company tries the gate: the mark is denied and recorded
  const leaver = demoPeople().find((p) => p.condition === 'CESADO');
  const denied: SampleStep[] = leaver
    ? [
        {
          kind: 'mark',
          actor: 'ADMIN',
          body: {
            commandId: `seed-mark-${leaver.personId}-1`,
            personId: leaver.personId,
            doorId: garita,
            direction: 'E',
          },
        },
      ]
    : [];
  return [...entering, ...intoPit, ...denied];
}

/**
 * Issue 20: marks a supervisor entered by hand yesterday, each with its reason (the gate's reader
 * was down, a damaged badge, a forgotten exit), and one of them corrected afterwards.
 */
function manualMarks(approved: SeedPerson[], today: string): SampleStep[] {
  const [gateIn, gateOut] = ZONES[0].doors;
  const yesterday = addDays(today, -1);
  const manual = (
    p: SeedPerson | undefined,
    n: number,
    hour: string,
    mode: 'S' | 'N',
    reason: string,
  ) =>
    p
      ? [
          {
            kind: 'manualMark' as const,
            actor: 'ADMIN' as const,
            body: {
              commandId: `seed-manual-mark-${p.personId}-${n}`,
              personId: p.personId,
              doorId: mode === 'S' ? gateIn.doorId : gateOut.doorId,
              date: yesterday,
              hour,
              mode,
              reason,
            },
          },
        ]
      : [];
  const corrected = approved[15];
  return [
    ...manual(approved[14], 1, '07:30', 'S', 'Lector de garita sin energía'),
    ...manual(corrected, 1, '07:45', 'S', 'Fotocheck dañado, identificado con DNI'),
    ...manual(approved[16], 1, '18:10', 'N', 'Olvidó marcar la salida'),
    ...(corrected
      ? [
          {
            kind: 'correctMark' as const,
            actor: 'ADMIN' as const,
            body: {
              commandId: `seed-correct-mark-${corrected.personId}-1`,
              personId: corrected.personId,
              // names the manual mark by its command id: the activity turns it into the mark's id
              markId: `seed-manual-mark-${corrected.personId}-1`,
              hour: '07:50',
              mode: 'S' as const,
              reason: 'Fotocheck dañado; hora según el cuaderno de garita',
            },
          },
        ]
      : []),
  ];
}

function seats(approved: SeedPerson[], today: string): SampleStep[] {
  const tripId = tripIdOf(today, 0, '01');
  return approved.slice(20, 32).map((p, i) => ({
    kind: 'seat',
    actor: 'SOLICITANTE',
    body: { commandId: `seed-seat-${p.personId}`, tripId, seat: i + 1, personId: p.personId },
  }));
}

function beds(approved: SeedPerson[], today: string): SampleStep[] {
  const bedIds = campRow().rooms.flatMap((r) => r.beds.map((b) => b.bedId));
  return approved.slice(32, 42).map((p, i) => ({
    kind: 'bed',
    actor: 'ADMIN',
    body: {
      commandId: `seed-bed-${p.personId}`,
      bedId: bedIds[i * 2]!,
      personId: p.personId,
      checkIn: today,
      checkOut: addDays(today, Math.min(14, CAMP.maxStayDays)),
    },
  }));
}

/**
 * The second client's activity, by its own users: every worker requested, four approved, one seat on
 * its bus (so each of its objects has data another client must not see).
 */
function secondClientActivity(today: string): SampleStep[] {
  const people = secondClientPeople();
  const requests = people.map((p) =>
    submit(p, SECOND_COMPANY.contract.code, 'PAC-SOLICITANTE', today),
  );
  const decisions = people
    .slice(0, 4)
    .map((p): SampleStep => ({ ...decide(p, 'approve', ''), actor: 'PAC-APROBADOR' }));
  const seat: SampleStep = {
    kind: 'seat',
    actor: 'PAC-SOLICITANTE',
    body: {
      commandId: `seed-seat-${people[0]!.personId}`,
      tripId: secondTripId(today),
      seat: 1,
      personId: people[0]!.personId,
    },
  };
  return [...requests, ...decisions, seat];
}
