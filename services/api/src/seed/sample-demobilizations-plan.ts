import { addDays, type Decision } from '@faena/contracts';
import { present } from '@faena/core';
import { campRow, tripIdOf } from './master-data';
import type { SeedPerson } from './people';
import type { SampleStep } from './sample-steps';

/** The approver's decision on a demobilization registered by the command `registerCommandId`. */
function decideDemobilization(
  registerCommandId: string,
  decision: Decision,
  body: { commandId: string; comment: string },
): SampleStep {
  return {
    kind: 'decideDemobilization',
    actor: 'APROBADOR',
    decision,
    body: { commandId: body.commandId, demobilizationId: '', comment: body.comment },
    registerCommandId,
  };
}

/** Two accredited workers leave at the end of next week: one waits in the queue, one was observed. */
export function demobilizations(approved: SeedPerson[], today: string): SampleStep[] {
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
      comment: 'Adjunte la carta de renuncia firmada.',
    };
    return [registered, decideDemobilization(commandId, 'observe', observe)];
  });
}

/** The seat on tomorrow's bus and the bed for the coming nights a mass-demobilized worker holds. */
function heldBy(p: SeedPerson, i: number, today: string): SampleStep[] {
  const bedIds = campRow().rooms.flatMap((r) => r.beds.map((b) => b.bedId));
  // odd places: the other sample stays take the even ones
  const bedId = present(bedIds[21 + i * 2], `camp bed ${String(21 + i * 2)}`);
  const seat = {
    commandId: `seed-mass-seat-${p.personId}`,
    tripId: tripIdOf(today, 1, '03'),
    seat: i + 1,
    personId: p.personId,
  };
  const bed = {
    commandId: `seed-mass-bed-${p.personId}`,
    bedId,
    personId: p.personId,
    checkIn: today,
    checkOut: addDays(today, 5),
  };
  return [
    { kind: 'seat', actor: 'SOLICITANTE', body: seat },
    { kind: 'bed', actor: 'ADMIN', body: bed },
  ];
}

/**
 * Issue 19: a mass demobilization of three workers leaving today, each holding a bed for the
 * coming nights and a seat on tomorrow's bus; two are approved (their cascade, run at start,
 * frees the nights after today and tomorrow's seats), one waits in the queue.
 */
export function massDemobilization(approved: SeedPerson[], today: string): SampleStep[] {
  return approved.slice(44, 47).flatMap((p, i): SampleStep[] => {
    const commandId = `seed-mass-demob-${p.personId}`;
    const body = {
      commandId,
      personId: p.personId,
      cessationReason: 'FIN-CONTRATO',
      cessationDate: today,
      observation: 'Fin de la parada de planta.',
    };
    const registered: SampleStep = { kind: 'demobilize', actor: 'SOLICITANTE', body };
    const held = heldBy(p, i, today);
    if (i === 2) return [...held, registered];
    const approve = { commandId: `seed-mass-approve-${p.personId}`, comment: '' };
    return [...held, registered, decideDemobilization(commandId, 'approve', approve)];
  });
}
