import { addDays } from '@faena/contracts';
import { present } from '@faena/core';
import { CAMP, COMPANIES, type CompanySeed } from './data/master';
import { campRow, tripIdOf } from './master-data';
import { demoPeople, type SeedPerson } from './people';
import { SECOND_COMPANY } from './data/second-client';
import { secondClientPeople, secondTripId } from './second-client';
import { demobilizations, massDemobilization } from './sample-demobilizations-plan';
import { manualMarks, marks } from './sample-marks-plan';
import { decide, draft, submit, type Actor, type SampleStep } from './sample-steps';

const APPROVED_PER_COMPANY = 9;
const PENDING_PER_COMPANY = 2;
const CONTRACTOR_COMPANY = 'EMP-SERMISUR';
const OBSERVE_COMMENT = 'Falta certificado médico ocupacional vigente (EMO).';
const REJECT_COMMENT = 'El documento de identidad no coincide con el registrado en el contrato.';

/** The one company whose next worker's request is decided other than approved, and how. */
const OTHER_DECISIONS: Record<string, { decision: 'observe' | 'reject'; comment: string }> = {
  'EMP-ATACAMA': { decision: 'observe', comment: OBSERVE_COMMENT },
  'EMP-LOSHEROES': { decision: 'reject', comment: REJECT_COMMENT },
};

/** The demo's history spans this many days before today (Inicio's trends show 14 site days). */
const HISTORY_DAYS = 13;

/**
 * The day the n-th approved worker of the c-th company was requested, in days before today: spread
 * over the last two weeks, the same for a given plan (the approval follows the day after, or today).
 */
export const approvedDaysAgo = (c: number, n: number): number =>
  (n * 3 + c * 2) % (HISTORY_DAYS + 1);

/** The approval of a request sent `daysAgo` days before today: the day after, or today. */
const approval = (p: SeedPerson, daysAgo: number) =>
  decide(p, { decision: 'approve', comment: '', daysAgo: Math.max(0, daysAgo - 1) });

/**
 * A company's requests: nine approved (sent over the last two weeks), two pending (today and
 * yesterday), at ATACAMA one observed and at LOSHEROES one rejected (two days ago), and at the
 * client's own company a draft. Adds the approved workers to `approved`.
 */
function companyRequests(
  company: CompanySeed,
  workers: SeedPerson[],
  { today, approved, c }: { today: string; approved: SeedPerson[]; c: number },
): SampleStep[] {
  const staff = workers.filter((p) => p.companyId === company.companyId);
  const actor: Actor = company.companyId === CONTRACTOR_COMPANY ? 'CONTRATISTA' : 'SOLICITANTE';
  const contractId = company.contract.code;
  const request = (person: SeedPerson, daysAgo: number) =>
    submit({ person, contractId, actor, today, daysAgo });
  const steps = staff.slice(0, APPROVED_PER_COMPANY).flatMap((p, n) => {
    approved.push(p);
    const daysAgo = approvedDaysAgo(c, n);
    return [request(p, daysAgo), approval(p, daysAgo)];
  });
  staff
    .slice(APPROVED_PER_COMPANY, APPROVED_PER_COMPANY + PENDING_PER_COMPANY)
    .forEach((p, n) => steps.push(request(p, n)));
  const next = staff[APPROVED_PER_COMPANY + PENDING_PER_COMPANY];
  const other = OTHER_DECISIONS[company.companyId];
  if (next && other) steps.push(request(next, 2), decide(next, { ...other, daysAgo: 1 }));
  const drafted = staff[APPROVED_PER_COMPANY + PENDING_PER_COMPANY + 1];
  if (drafted && company.companyId === 'EMP-MINERA-ANDINA') steps.push(draft(drafted, contractId));
  return steps;
}

/**
 * The demo's activity, always the same for a given day: ~60 approved accreditations (so marks,
 * seats and beds work at once), pending requests in the approver's queue, one observed and one
 * rejected request, one draft (Incompleta), door marks at the Garita, seats on today's bus, beds in
 * the camp, and two demobilizations of accredited workers (one pending, one observed).
 */
export function samplePlan(today: string): SampleStep[] {
  const workers = demoPeople().filter((p) => p.condition === 'TRABAJADOR');
  const approved: SeedPerson[] = [];
  const steps = COMPANIES.flatMap((company, c) =>
    companyRequests(company, workers, { today, approved, c }),
  );
  return chronological([
    ...steps,
    ...marks(approved),
    ...manualMarks(approved, today),
    ...seats(approved, today),
    ...beds(approved, today),
    ...demobilizations(approved, today),
    ...secondClientActivity(today),
    ...massDemobilization(approved, today),
  ]);
}

/**
 * The steps oldest first (a stable sort: the same day keeps the plan's order, so a decision still
 * follows its request): the event log's order is then the clock's, and the grids' newest-first
 * (insertion order) agrees with the dates they show.
 */
export function chronological(steps: SampleStep[]): SampleStep[] {
  return steps
    .map((step, i) => ({ step, i }))
    .sort((a, b) => (b.step.daysAgo ?? 0) - (a.step.daysAgo ?? 0) || a.i - b.i)
    .map(({ step }) => step);
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
      bedId: present(bedIds[i * 2], `camp bed ${String(i * 2)}`),
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
  const contractId = SECOND_COMPANY.contract.code;
  const requests = people.map((person) =>
    submit({ person, contractId, actor: 'PAC-SOLICITANTE', today }),
  );
  const decisions = people.slice(0, 4).map((p): SampleStep => ({
    ...decide(p, { decision: 'approve', comment: '' }),
    actor: 'PAC-APROBADOR',
  }));
  const { personId } = present(people[0], "the second client's first worker");
  const seat: SampleStep = {
    kind: 'seat',
    actor: 'PAC-SOLICITANTE',
    body: { commandId: `seed-seat-${personId}`, tripId: secondTripId(today), seat: 1, personId },
  };
  return [...requests, ...decisions, seat];
}
