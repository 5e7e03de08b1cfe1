import type { MarkGranted } from '@faena/contracts';
import type { ProjectionContext } from '../runner/projection';

/** per person and zone (`<personId>|<zoneId>`): the granted marks there, and whether inside now */
export const MARK_PRESENCE_COLLECTION = 'mark_presence_v1';

/** One granted mark that places a person (entry E) or takes them out (exit S) of a zone. */
export interface PresenceMark {
  markId: string;
  markedAt: string;
  direction: 'E' | 'S';
}
export interface MarkPresence {
  [key: string]: unknown;
  clientId: string;
  personId: string;
  personName: string;
  documentNumber: string;
  companyName: string;
  zoneId: string;
  zoneName: string;
  /** the last granted mark (by its moment) is an entry */
  inside: boolean;
  /** that entry's moment ('' when not inside) */
  since: string;
  /** the latest granted marks (at most KEEP): a void or a correction recomputes from them */
  marks: PresenceMark[];
}
const KEEP = 20;

export const presenceId = (personId: string, zoneId: string) => `${personId}|${zoneId}`;

/** inside ⇔ the latest granted mark (by its moment, then its order) is an entry. */
export function settle(presence: MarkPresence): MarkPresence {
  const marks = [...presence.marks]
    .sort((a, b) => a.markedAt.localeCompare(b.markedAt))
    .slice(-KEEP);
  const last = marks.at(-1);
  const entry = last?.direction === 'E' ? last : null;
  return { ...presence, marks, inside: entry !== null, since: entry?.markedAt ?? '' };
}

/** A granted mark places its person in (or out of) its zone, named `zoneName`. */
export async function place(
  ctx: ProjectionContext,
  data: MarkGranted['data'],
  zoneName: string,
): Promise<void> {
  const id = presenceId(data.personId, data.zoneId);
  const existing = await ctx.get<MarkPresence>(MARK_PRESENCE_COLLECTION, id);
  const mark: PresenceMark = {
    markId: data.markId,
    markedAt: data.markedAt,
    direction: data.direction,
  };
  const presence = settle({
    clientId: data.clientId,
    personId: data.personId,
    personName: data.personName,
    documentNumber: data.documentNumber,
    companyName: data.companyName,
    zoneId: data.zoneId,
    zoneName,
    inside: false,
    since: '',
    marks: [...(existing?.marks ?? []).filter((m) => m.markId !== data.markId), mark],
  });
  ctx.put(MARK_PRESENCE_COLLECTION, id, presence);
}

/** A corrected or voided mark: the person's presence in its zone is worked out again. */
export async function replace(
  ctx: ProjectionContext,
  { personId, zoneId, markId }: { personId: string; zoneId: string; markId: string },
  next: PresenceMark | null,
): Promise<void> {
  const id = presenceId(personId, zoneId);
  const existing = await ctx.get<MarkPresence>(MARK_PRESENCE_COLLECTION, id);
  if (!existing) return;
  const marks = existing.marks.filter((m) => m.markId !== markId);
  ctx.put(
    MARK_PRESENCE_COLLECTION,
    id,
    settle({ ...existing, marks: next ? [...marks, next] : marks }),
  );
}
