import { ERRORS, type MarkOutcome } from '@faena/contracts';
import { ApiError } from '../../../lib/api-error';
import {
  SYNC_CHUNK,
  type MarkSender,
  type QueuedMark,
  type QueuedVehicle,
  type VehicleSendOutcome,
} from './guard-queue.types';

/** What a sync writes back to the queue: a mark refused (i18n key), or a mark applied. */
export interface QueueWriter {
  fail: (commandId: string, error: string) => void;
  applied: (mark: QueuedMark, outcome: MarkOutcome) => void;
}
/** One sync's collaborators: the network side and the queue it writes back to. */
export interface SyncContext {
  sender: MarkSender;
  writer: QueueWriter;
}

type PersonReady = QueuedMark & { personId: string };
type VehicleMark = QueuedMark & { vehicle: QueuedVehicle };
type Person = { personId: string; fullName: string } | null;

export const isNetworkError = (err: unknown): boolean =>
  err instanceof ApiError ? err.status === 0 : err instanceof TypeError;

const errorKeyOf = (err: unknown): string =>
  err instanceof ApiError ? err.key : ERRORS.internal.key;
const codeKey = (code: string): string =>
  (ERRORS as Record<string, { key: string } | undefined>)[code]?.key ?? `errors:${code}`;

/** Calls the network; a refusal other than the network's fails the marks and answers null. */
async function tryCall<T>(
  call: () => Promise<T>,
  onRefused: (errorKey: string) => void,
): Promise<T | null> {
  try {
    return await call();
  } catch (err) {
    if (isNetworkError(err)) throw err;
    onRefused(errorKeyOf(err));
    return null;
  }
}

/** The person of one mark (looked up once per code); null fails the mark. */
async function resolveOne(
  { sender, writer }: SyncContext,
  mark: QueuedMark,
  ids: Map<string, Person>,
): Promise<QueuedMark | null> {
  if (mark.vehicle) return mark;
  if (mark.personId) return { ...mark, personId: mark.personId };
  if (!ids.has(mark.code)) ids.set(mark.code, await sender.resolve(mark.code));
  const person = ids.get(mark.code);
  if (person) return { ...mark, personId: person.personId, personName: person.fullName };
  writer.fail(mark.commandId, 'access:guard.personNotFound');
  return null;
}

/** Resolves the person of each mark (once per code); a code nobody has fails its mark. */
export async function resolveAll(ctx: SyncContext, marks: QueuedMark[]): Promise<QueuedMark[]> {
  const ids = new Map<string, Person>();
  const ready: QueuedMark[] = [];
  for (const mark of marks) {
    const one = await resolveOne(ctx, mark, ids);
    if (one) ready.push(one);
  }
  return ready;
}

/** The person ids of a vehicle's occupants, or null when a code has nobody (the mark fails). */
async function occupantIds({ sender, writer }: SyncContext, mark: VehicleMark) {
  const v = mark.vehicle;
  const ids: string[] = [];
  for (const code of [v.driver, ...v.passengers].filter((c) => c.trim() !== '')) {
    const person = await sender.resolve(code.trim());
    if (!person) {
      writer.fail(mark.commandId, 'access:guard.personNotFound');
      return null;
    }
    ids.push(person.personId);
  }
  return ids;
}

/** The vehicle of a mark (known, or looked up by plate), or null when none (the mark fails). */
async function vehicleOf({ sender, writer }: SyncContext, mark: VehicleMark) {
  const v = mark.vehicle;
  const vehicle = v.vehicleId ? { vehicleId: v.vehicleId } : await sender.resolveVehicle(v.plate);
  if (!vehicle) writer.fail(mark.commandId, 'access:guard.vehicleNotFound');
  return vehicle;
}

/** Records a vehicle mark's answer: refused with its error, or applied as a mark outcome. */
function recordVehicle(writer: QueueWriter, mark: VehicleMark, outcome: VehicleSendOutcome) {
  if (outcome.error) {
    writer.fail(mark.commandId, codeKey(outcome.error));
    return;
  }
  const { commandId, markId, granted, reason } = outcome;
  const asMark = { commandId, markId, granted, revision: -1, position: 0 };
  writer.applied(mark, { ...asMark, reason: reason as MarkOutcome['reason'] });
}

/**
 * A vehicle mark: the plate and the occupants' documents resolved now (a code nobody has
 * fails the mark, as a person's does), then one call with the mark's own command id and
 * device time — a retry after a lost answer applies it once.
 */
async function sendVehicle(ctx: SyncContext, mark: VehicleMark): Promise<void> {
  const vehicle = await vehicleOf(ctx, mark);
  if (!vehicle) return;
  const ids = await occupantIds(ctx, mark);
  if (!ids) return;
  const [driverId, ...passengerIds] = ids;
  const outcome = await tryCall(
    () =>
      ctx.sender.sendVehicle({
        commandId: mark.commandId,
        vehicleId: vehicle.vehicleId,
        doorId: mark.doorId,
        direction: mark.direction,
        markedAt: mark.markedAt,
        ...(driverId ? { driverId } : {}),
        ...(passengerIds.length ? { passengerIds } : {}),
      }),
    (key) => ctx.writer.fail(mark.commandId, key),
  );
  if (outcome) recordVehicle(ctx.writer, mark, outcome);
}

/** Records each answer of a batch by position. */
function recordChunk(writer: QueueWriter, chunk: PersonReady[], outcomes: MarkOutcome[]) {
  chunk.forEach((mark, i) => {
    const outcome = outcomes[i];
    if (!outcome) writer.fail(mark.commandId, ERRORS.internal.key);
    else if (outcome.error) writer.fail(mark.commandId, codeKey(outcome.error));
    else writer.applied(mark, outcome);
  });
}

async function sendChunk({ sender, writer }: SyncContext, chunk: PersonReady[]) {
  const bodies = chunk.map(({ commandId, personId, doorId, direction, markedAt }) => ({
    commandId,
    personId,
    doorId,
    direction,
    markedAt,
  }));
  const outcomes = await tryCall(
    () => sender.send(bodies),
    (key) => chunk.forEach((m) => writer.fail(m.commandId, key)),
  );
  if (outcomes) recordChunk(writer, chunk, outcomes);
}

/** A run of person marks, sent in batches of SYNC_CHUNK. */
async function sendRun(ctx: SyncContext, run: PersonReady[]): Promise<void> {
  for (let i = 0; i < run.length; i += SYNC_CHUNK)
    await sendChunk(ctx, run.slice(i, i + SYNC_CHUNK));
}

/**
 * Sends the resolved marks in the order taken: runs of person marks in batches, each vehicle
 * mark on its own; each answer goes to the writer. A network failure throws.
 */
export async function sendInOrder(ctx: SyncContext, ready: QueuedMark[]): Promise<void> {
  let run: PersonReady[] = [];
  for (const mark of ready) {
    if (mark.vehicle) {
      await sendRun(ctx, run);
      run = [];
      await sendVehicle(ctx, { ...mark, vehicle: mark.vehicle });
    } else if (mark.personId) run.push({ ...mark, personId: mark.personId });
  }
  await sendRun(ctx, run);
}
