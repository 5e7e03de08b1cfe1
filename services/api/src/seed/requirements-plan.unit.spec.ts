import { CLIENT, ZONES } from './data/master';
import { REQUIRED_POSITIONS } from './data/requirements';
import { demoPeople } from './people';
import {
  requirementDocumentPlan,
  requirementTypeBodies,
  type SubjectPlan,
} from './requirements-plan';
import { samplePlan } from './sample-plan';
import {
  compliance,
  requiredTypes,
  type DocumentFact,
  type TypeFacts,
} from '../requirements/facts/compliance';

const TODAY = '2026-11-23';
const working = demoPeople().filter((p) => p.condition !== 'CESADO');
const plan = requirementDocumentPlan(TODAY);
const types: TypeFacts = {
  types: Object.fromEntries(requirementTypeBodies().map((t) => [t.code, t])),
};
const statusOf = (review: SubjectPlan['steps'][number]['review']): DocumentFact['status'] =>
  review === null ? 'pending' : review.decision === 'approve' ? 'approved' : 'rejected';
const factsOf = (s: SubjectPlan) => ({
  documents: s.steps.map((step): DocumentFact => ({
    docId: step.body.commandId,
    typeCode: step.body.typeCode,
    status: statusOf(step.review),
    issuedOn: step.body.issuedOn,
    expiresOn: step.body.expiresOn,
    fileName: step.body.typeCode + '.pdf',
  })),
});
const planOf = (id: string): SubjectPlan =>
  plan.find((s) => s.steps[0]?.body.subject.id === id) ?? { actor: 'ADMIN', steps: [] };
const requiredAt = (zoneId: string, position: string) =>
  requiredTypes(types, {
    entity: 'P',
    clientIds: [CLIENT.clientId],
    contractIds: [],
    positionTypeIds: [position],
    zoneId,
  }).map((t) => t.code);
const check = (personId: string, zoneId: string, position: string) => ({
  person: personId,
  zone: zoneId,
  ...compliance(factsOf(planOf(personId)), requiredAt(zoneId, position), TODAY),
});

describe('the demo requirement documents', () => {
  it('leaves whom the sample activity sends, seats and beds nothing pending or expiring soon', () => {
    const acted = new Set(
      samplePlan(TODAY).flatMap((s) =>
        s.kind === 'submit' || s.kind === 'seat' || s.kind === 'bed' ? [s.body.personId] : [],
      ),
    );
    const steps = plan
      .filter((s) => acted.has(s.steps[0]?.body.subject.id ?? ''))
      .flatMap((s) => s.steps);
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) {
      expect({ doc: step.body.commandId, review: step.review }).toMatchObject({
        review: { decision: 'approve' },
      });
      expect(step.body.expiresOn > '2027-01-31').toBe(true);
    }
  });

  it('keeps everyone still working compliant today at every demo zone but the pit', () => {
    expect(working.filter((p) => REQUIRED_POSITIONS.includes(p.position)).length).toBeGreaterThan(
      5,
    );
    for (const zone of ZONES.filter((z) => z.zoneId !== 'ZON-TAJO'))
      for (const p of working)
        expect(check(p.personId, zone.zoneId, p.position)).toMatchObject({ compliant: true });
  });

  it('gives the operators and whom the demo marks into the pit its height-work certificate', () => {
    const pit = samplePlan(TODAY).flatMap((s) =>
      s.kind === 'mark' && s.body.doorId === 'PTA-TAJO-1' ? [s.body.personId] : [],
    );
    expect(pit.length).toBeGreaterThan(0);
    for (const p of working.filter(
      (w) => REQUIRED_POSITIONS.includes(w.position) || pit.includes(w.personId),
    ))
      expect(check(p.personId, 'ZON-TAJO', p.position)).toMatchObject({ compliant: true });
  });

  it("requires nothing of a position the types do not name (the test suites' own people)", () =>
    expect(requiredAt('ZON-GARITA', 'Operador')).toEqual([]));

  it('has documents in every state: pending, rejected with a reason, lapsed, expiring within the week', () => {
    const steps = plan.flatMap((s) => s.steps);
    expect(steps.some((s) => s.review === null)).toBe(true);
    expect(steps.some((s) => s.review?.decision === 'reject' && s.review.reason.length > 0)).toBe(
      true,
    );
    const approved = steps.filter((s) => s.review?.decision === 'approve');
    expect(approved.some((s) => s.body.expiresOn < TODAY)).toBe(true);
    const inAWeek = approved.filter(
      (s) => s.body.expiresOn >= TODAY && s.body.expiresOn <= '2026-11-30',
    );
    expect(inAWeek.length).toBeGreaterThanOrEqual(2);
  });

  it('gives someone who left a lapsed document the door names', () => {
    const [left] = demoPeople().filter((p) => p.condition === 'CESADO');
    if (!left) throw new Error('the demo has someone who left');
    expect(check(left.personId, 'ZON-GARITA', 'Operador de Pala').lapsed).toEqual([
      { code: 'EMO', expiresOn: '2026-11-03' },
    ]);
  });

  it('uses fixed command ids, unique across the plan (a second run appends nothing)', () => {
    const ids = plan.flatMap((s) => s.steps.map((step) => step.body.commandId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(requirementDocumentPlan(TODAY)).toEqual(plan);
  });
});
