import {
  addDays,
  type RequirementEntity,
  type SaveRequirementTypeBody,
  type SubmitRequirementDocumentBody,
} from '@faena/contracts';
import { DEMO_VEHICLES } from './data/administration';
import { requirementPeople } from './requirement-subjects';
import { CLIENT } from './data/master';
import {
  PERSON_TYPES,
  REJECT_REASON,
  REQUIREMENT_TYPE_SEED,
  VEHICLE_TYPES,
} from './data/requirements';
import { SECOND_CLIENT, SECOND_VEHICLES } from './data/second-client';
import { demoPdf } from './demo-pdf';

export type RequirementActor = 'ADMIN' | 'PAC-ADMIN';
export type Review = { decision: 'approve' } | { decision: 'reject'; reason: string } | null;
export interface DocumentStep {
  actor: RequirementActor;
  body: SubmitRequirementDocumentBody;
  review: Review;
}
/** One subject's documents, in order (a renewal after the document it replaces). */
export interface SubjectPlan {
  actor: RequirementActor;
  steps: DocumentStep[];
}

const none = { clientIds: [], contractIds: [], positionTypeIds: [], zoneIds: [] };

/** The demo's types as SaveRequirementType bodies (fixed command ids). */
export const requirementTypeBodies = (): SaveRequirementTypeBody[] =>
  REQUIREMENT_TYPE_SEED.map((t) => ({
    ...t,
    commandId: `seed-reqtype-${t.code}`,
    active: true,
    applicability: { ...none, ...t.applicability },
  }));

const files = new Map<string, SubmitRequirementDocumentBody['file']>();
/** One small PDF per type (the same bytes for everyone: one file in the store). */
function fileOf(code: string): SubmitRequirementDocumentBody['file'] {
  let file = files.get(code);
  if (!file) {
    const type = REQUIREMENT_TYPE_SEED.find((t) => t.code === code);
    const pdf = demoPdf(type?.description ?? code, 'Documento de demostracion - Faena');
    file = { fileName: `${code.toLowerCase()}.pdf`, contentBase64: pdf.toString('base64') };
    files.set(code, file);
  }
  return file;
}

type Doc = { code: string; issued: number; expires: number; review: Review; k?: number };
const approve: Review = { decision: 'approve' };
const reject: Review = { decision: 'reject', reason: REJECT_REASON };

/**
 * A worker's documents by their number: all approved and in force (so the demo's door marks,
 * seats and beds stay granted), and some in another state: n % 10 = 3 an EMO expiring within the
 * week (and one worker of the contractor company, for the expiry notices), n % 25 = 7 an EMO renewal waiting for review, n % 25 = 11 an SCTR renewal rejected with its
 * reason. Someone who left (CESADO) has a lapsed EMO, a pending induction and a rejected SCTR. Whom
 * the sample activity sends, seats, beds or marks (`active`) keeps every document approved and in
 * force past its stay, so the demo's own requests, seats and beds are granted.
 */
interface PersonState {
  left: boolean;
  active: boolean;
  /** the contractor's worker whose EMO expires within the week (the expiry notices) */
  soon: boolean;
}

function personDocs(n: number, { left, active, soon }: PersonState): Doc[] {
  if (left)
    return [
      { code: 'EMO', issued: -400, expires: -20, review: approve },
      { code: 'IND-SEG', issued: -5, expires: 360, review: null },
      { code: 'SCTR', issued: -5, expires: 360, review: reject },
    ];
  const docs: Doc[] = PERSON_TYPES.map((code) => ({
    code,
    issued: -90,
    expires:
      code === 'EMO' && (n % 10 === 3 || soon) && !active ? 1 + (n % 6) : 180 + ((n * 7) % 180),
    review: approve,
  }));
  if (active) return docs;
  if (n % 25 === 7) docs.push({ code: 'EMO', issued: -1, expires: 365, review: null, k: 2 });
  if (n % 25 === 11) docs.push({ code: 'SCTR', issued: -2, expires: 365, review: reject, k: 2 });
  return docs;
}

/** A vehicle's SOAT and technical review by its number: 1 SOAT lapsed, 2 review pending, 3 SOAT renewal rejected, 4 review expiring within the week. */
function vehicleDocs(i: number): Doc[] {
  const docs: Doc[] = VEHICLE_TYPES.map((code) => ({
    code,
    issued: -100,
    expires: 265,
    review: approve,
  }));
  if (i === 1) docs[0] = { code: 'SOAT', issued: -375, expires: -10, review: approve };
  if (i === 2) docs[1] = { code: 'REV-TEC', issued: -3, expires: 362, review: null };
  if (i === 3) docs.push({ code: 'SOAT', issued: -1, expires: 364, review: reject, k: 2 });
  if (i === 4) docs[1] = { code: 'REV-TEC', issued: -360, expires: 4, review: approve };
  return docs;
}

/** One subject's documents, recorded by `actor`. */
interface SubjectSpec {
  actor: RequirementActor;
  subject: { entity: RequirementEntity; id: string };
  docs: Doc[];
}

function subjectPlan({ actor, subject, docs }: SubjectSpec, today: string): SubjectPlan {
  const steps = docs.map(({ code, issued, expires, review, k = 1 }) => ({
    actor,
    review,
    body: {
      commandId: `seed-rdoc-${subject.id}-${code}-${k}`,
      subject,
      typeCode: code,
      issuedOn: addDays(today, issued),
      expiresOn: addDays(today, expires),
      file: fileOf(code),
    },
  }));
  return { actor, steps };
}

/** Both clients' vehicles, numbered for `vehicleDocs` (the second client's all as 0). */
const vehicleSubjects = () => [
  ...DEMO_VEHICLES.map((v, i) => ({ id: v.plate, i, actor: 'ADMIN' as const })),
  ...SECOND_VEHICLES.map((v) => ({ id: v.plate, i: 0, actor: 'PAC-ADMIN' as const })),
];

/**
 * The documents for `today` of the people the demo's types apply to (REQUIRED_POSITIONS, who
 * enters the pit, who left) and of both clients' vehicles.
 */
export function requirementDocumentPlan(today: string): SubjectPlan[] {
  const { people, active, soon } = requirementPeople(today);
  const personPlan = ({ p, n, actor }: (typeof people)[number]) =>
    subjectPlan(
      {
        actor,
        subject: { entity: 'P', id: p.personId },
        docs: personDocs(n, {
          left: p.condition === 'CESADO',
          active: active.has(p.personId),
          soon: p.personId === soon,
        }),
      },
      today,
    );
  return [
    ...people.map(personPlan),
    ...vehicleSubjects().map(({ id, i, actor }) =>
      subjectPlan({ actor, subject: { entity: 'V', id }, docs: vehicleDocs(i) }, today),
    ),
  ];
}

/** The client whose documents an actor records (its profile's client). */
export const clientOfActor = (actor: RequirementActor): string =>
  actor === 'ADMIN' ? CLIENT.clientId : SECOND_CLIENT.clientId;
