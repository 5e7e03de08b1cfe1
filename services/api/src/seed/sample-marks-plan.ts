import { addDays } from '@faena/contracts';
import { ZONES } from './data/master';
import { demoPeople, type SeedPerson } from './people';
import type { SampleStep } from './sample-steps';

/** A door mark by the administrator (the seed's gate). */
const mark = (p: SeedPerson, n: number, doorId: string): SampleStep => ({
  kind: 'mark',
  actor: 'ADMIN',
  body: { commandId: `seed-mark-${p.personId}-${n}`, personId: p.personId, doorId, direction: 'E' },
});

/** Entries at the Garita, four of them on into the pit, and one denied mark of a leaver. */
export function marks(approved: SeedPerson[]): SampleStep[] {
  const garita = ZONES[0].doors[0].doorId;
  const tajo = ZONES[2].doors[0].doorId;
  const entering = approved.slice(0, 14).map((p) => mark(p, 1, garita));
  const intoPit = approved.slice(0, 4).map((p) => mark(p, 2, tajo));
  // someone who left the company tries the gate: the mark is denied and recorded
  const leaver = demoPeople().find((p) => p.condition === 'CESADO');
  const denied = leaver ? [mark(leaver, 1, garita)] : [];
  return [...entering, ...intoPit, ...denied];
}

/** A mark entered by hand yesterday: in (S) at the gate's entrance, out (N) at its exit. */
interface ManualMarkSpec {
  person: SeedPerson | undefined;
  hour: string;
  mode: 'S' | 'N';
  reason: string;
}

const [GATE_IN, GATE_OUT] = ZONES[0].doors;
const manualMarkId = (p: SeedPerson) => `seed-manual-mark-${p.personId}-1`;

function manual(
  yesterday: string,
  { person: p, hour, mode, reason }: ManualMarkSpec,
): SampleStep[] {
  if (!p) return [];
  const body = {
    commandId: manualMarkId(p),
    personId: p.personId,
    doorId: mode === 'S' ? GATE_IN.doorId : GATE_OUT.doorId,
    date: yesterday,
    hour,
    mode,
    reason,
  };
  return [{ kind: 'manualMark', actor: 'ADMIN', body }];
}

function correction(p: SeedPerson | undefined): SampleStep[] {
  if (!p) return [];
  const body = {
    commandId: `seed-correct-mark-${p.personId}-1`,
    personId: p.personId,
    // names the manual mark by its command id: the activity turns it into the mark's id
    markId: manualMarkId(p),
    hour: '07:50',
    mode: 'S' as const,
    reason: 'Fotocheck dañado; hora según el cuaderno de garita',
  };
  return [{ kind: 'correctMark', actor: 'ADMIN', body }];
}

/**
 * Issue 20: marks a supervisor entered by hand yesterday, each with its reason (the gate's reader
 * was down, a damaged badge, a forgotten exit), and one of them corrected afterwards.
 */
export function manualMarks(approved: SeedPerson[], today: string): SampleStep[] {
  const yesterday = addDays(today, -1);
  const corrected = approved[15];
  return [
    ...manual(yesterday, {
      person: approved[14],
      hour: '07:30',
      mode: 'S',
      reason: 'Lector de garita sin energía',
    }),
    ...manual(yesterday, {
      person: corrected,
      hour: '07:45',
      mode: 'S',
      reason: 'Fotocheck dañado, identificado con DNI',
    }),
    ...manual(yesterday, {
      person: approved[16],
      hour: '18:10',
      mode: 'N',
      reason: 'Olvidó marcar la salida',
    }),
    ...correction(corrected),
  ];
}
