import { useCallback, useState } from 'react';
import type { Direction } from '@faena/contracts';
import { ApiError } from '../../../lib/api-error';
import { newCommandId } from '../../../lib/command-id';
import {
  findPersonByDocument,
  findVehicleByPlate,
  getPersonDetail,
  markBatch,
  markPerson,
  markVehicle,
  personPhotoUrl,
  type PersonCard,
} from '../api/guard.api';
import type { GuardDecision } from '../components/guard-decision-card';
import type { GuardDoor } from '../stores/guard-door.store';
import { knownPerson, rememberPerson } from '../stores/guard-people.cache';
import {
  isNetworkError,
  useGuardQueue,
  type MarkSender,
  type QueuedMark,
} from '../stores/guard-queue.store';

/** What the screen shows after a mark. */
export interface GuardAnswer {
  code: string;
  person: PersonCard | null;
  direction: Direction;
  decision: GuardDecision;
  photoUrl: string | null;
}

const isMissing = (err: unknown) =>
  err instanceof ApiError && (err.status === 404 || err.status === 400);

/** A person by document number, else by person id (a badge's QR may carry either); null: nobody. */
export async function lookupPerson(code: string): Promise<PersonCard | null> {
  const byDocument = await findPersonByDocument(code);
  if (byDocument) return byDocument;
  try {
    const detail = await getPersonDetail(code);
    return {
      personId: detail.personId,
      documentNumber: detail.documentNumber,
      fullName: `${detail.names} ${detail.surnames}`.trim(),
      companyName: detail.companyName,
      position: detail.position,
    };
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
}

/**
 * The API side of a sync: document numbers resolved through the people read, person marks in
 * batches, plates through the vehicles read and each vehicle mark through the vehicle call.
 */
export const apiSender: MarkSender = {
  resolve: lookupPerson,
  send: (marks) => markBatch({ marks, origin: 'GARITA' }),
  resolveVehicle: findVehicleByPlate,
  sendVehicle: markVehicle,
};

/** The person's profile photo as an object URL, or null (no photo, or it could not be read). */
export async function photoOf(personId: string): Promise<string | null> {
  try {
    const key = (await getPersonDetail(personId)).photos.profile;
    return key ? await personPhotoUrl(personId, key) : null;
  } catch {
    return null;
  }
}

type Enqueue = (mark: QueuedMark) => void;

/** A mark as the guard made it: its door, code, direction, own command id and the device time. */
interface PendingMark {
  door: GuardDoor;
  code: string;
  direction: Direction;
  commandId: string;
  markedAt: string;
}

/** The mark kept on the device until it syncs: the answer waits, naming the person when known. */
function queueMark(enqueue: Enqueue, mark: PendingMark, person: PersonCard | null): GuardAnswer {
  const { door, code, direction } = mark;
  const known = person ? { personId: person.personId, personName: person.fullName } : {};
  enqueue({
    commandId: mark.commandId,
    doorId: door.doorId,
    doorName: door.name,
    direction,
    markedAt: mark.markedAt,
    code,
    ...known,
  });
  return { code, person, direction, decision: { kind: 'pending' }, photoUrl: null };
}

/**
 * One mark at the guard's door: looks the person up, marks, and answers the decision ('notFound'
 * when the client has nobody with the code). Without network (navigator.onLine false, or a call
 * that got no answer) the mark is queued with its own command id and the device time, and the
 * answer is "waiting to sync", never a guess.
 */
export async function markAtDoor(
  door: GuardDoor,
  { code, direction }: { code: string; direction: Direction },
  enqueue: Enqueue,
): Promise<GuardAnswer | 'notFound'> {
  const mark: PendingMark = {
    door,
    code,
    direction,
    commandId: newCommandId(),
    markedAt: new Date().toISOString(),
  };
  const queued = (person: PersonCard | null) => queueMark(enqueue, mark, person);
  // offline, a person this device looked up before is still named (the decision still waits)
  if (!navigator.onLine) return queued(knownPerson(code));
  const person = await lookupOrKnown(code);
  if (person === 'offline') return queued(knownPerson(code));
  if (!person) return 'notFound';
  rememberPerson(person);
  try {
    const { commandId, markedAt } = mark;
    const body = { commandId, personId: person.personId, doorId: door.doorId, direction, markedAt };
    const outcome = await markPerson(body);
    return { code, person, direction, decision: { kind: 'decided', outcome }, photoUrl: null };
  } catch (err) {
    // the mark may have reached the server: queued with the same command id, it applies once
    if (isNetworkError(err)) return queued(person);
    throw err;
  }
}

/** The person with the code, null when the client has nobody with it, 'offline' without an answer. */
async function lookupOrKnown(code: string): Promise<PersonCard | null | 'offline'> {
  try {
    return await lookupPerson(code);
  } catch (err) {
    if (isNetworkError(err)) return 'offline';
    throw err;
  }
}

/** The guard's marks and the last answer (the photo follows once read). */
export function useGuardMark(door: GuardDoor | null) {
  const enqueue = useGuardQueue((s) => s.enqueue);
  const [answer, setAnswer] = useState<GuardAnswer | null>(null);
  const [notFound, setNotFound] = useState<string | null>(null);

  const mark = useCallback(
    async (code: string, direction: Direction) => {
      if (!door) return;
      setNotFound(null);
      const shown = await markAtDoor(door, { code, direction }, enqueue);
      if (shown === 'notFound') {
        setAnswer(null);
        setNotFound(code);
        return;
      }
      setAnswer(shown);
      const personId = shown.decision.kind === 'decided' ? shown.person?.personId : undefined;
      if (personId)
        void photoOf(personId).then((photoUrl) => {
          setAnswer((a) => (a && a.person?.personId === personId ? { ...a, photoUrl } : a));
        });
    },
    [door, enqueue],
  );

  return { mark, answer, notFound };
}
