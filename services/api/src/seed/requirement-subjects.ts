import { REQUIRED_POSITIONS } from './data/requirements';
import { demoPeople } from './people';
import { samplePlan } from './sample-plan';
import { secondClientPeople } from './second-client';

type SampleStep = ReturnType<typeof samplePlan>[number];
/** The contractor company the demo's CONTRATISTA user belongs to. */
const NOTICED_COMPANY = 'EMP-SERMISUR';

/** Whom the sample activity marks into the pit (its height-work certificate). */
const pitVisitors = (steps: SampleStep[]): Set<string> =>
  new Set(
    steps.flatMap((s) =>
      s.kind === 'mark' && s.body.doorId === 'PTA-TAJO-1' ? [s.body.personId] : [],
    ),
  );

/** Whom the sample activity acts on: the people of its requests, marks, seats and beds. */
const activePeople = (steps: SampleStep[]): Set<string> =>
  new Set(
    steps.flatMap((s) =>
      'personId' in s.body && typeof s.body.personId === 'string' ? [s.body.personId] : [],
    ),
  );

/** The daily expiry notices (issue 18) tell the contractor's own user of one of its workers. */
const noticedWorker = (
  people: Array<{ personId: string; companyId: string; condition: string }>,
  active: Set<string>,
): string | undefined =>
  people.find(
    (p) => p.companyId === NOTICED_COMPANY && p.condition !== 'CESADO' && !active.has(p.personId),
  )?.personId;

/**
 * The people of both clients the demo's requirement types apply to (REQUIRED_POSITIONS, who enters
 * the pit, who left), numbered within their client and with the actor recording their documents;
 * whom the sample activity acts on (`active`) and the worker of the expiry notice (`soon`).
 */
export function requirementPeople(today: string) {
  const steps = samplePlan(today);
  const pit = pitVisitors(steps);
  const active = activePeople(steps);
  const needs = (p: { personId: string; position: string; condition: string }) =>
    REQUIRED_POSITIONS.includes(p.position) || p.condition === 'CESADO' || pit.has(p.personId);
  const people = [
    ...demoPeople().map((p, i) => ({ p, n: i + 1, actor: 'ADMIN' as const })),
    ...secondClientPeople().map((p, i) => ({ p, n: i + 1, actor: 'PAC-ADMIN' as const })),
  ].filter(({ p }) => needs(p));
  const soon = noticedWorker(
    people.map(({ p }) => p),
    active,
  );
  return { people, active, soon };
}
