import type { RequirementTypeEvent } from '@faena/contracts';
import { deciderSpec } from '@faena/test-kit';
import {
  evolveRequirementTypes,
  initialRequirementTypes,
  saveRequirementType,
  setRequirementTypeActive,
  setRequirementTypeApplicability,
  type TypeFields,
} from './requirement-types.decider';

const given = deciderSpec({
  evolve: evolveRequirementTypes,
  initialState: initialRequirementTypes,
});
const fields: TypeFields = {
  code: 'ALTURA',
  description: 'Trabajo en altura',
  entity: 'P',
  kind: 'S',
  notifyDaysBefore: 15,
  active: true,
  applicability: { clientIds: [], contractIds: [], positionTypeIds: [], zoneIds: ['zone-pit'] },
};
const data = { ...fields, changedBy: 'admin' };
const defined: RequirementTypeEvent = { type: 'requirements.RequirementTypeDefined', data };
const updated = (over: Partial<typeof data>): RequirementTypeEvent => ({
  type: 'requirements.RequirementTypeUpdated',
  data: { ...data, ...over },
});

describe('Requirement types', () => {
  describe('when the code is new', () => {
    it('defines the type', () =>
      given([])
        .when((s) => saveRequirementType({ fields, userId: 'admin' }, s))
        .then([defined]));
    it('refuses to activate an unknown code', () =>
      given([])
        .when((s) => setRequirementTypeActive({ code: 'ALTURA', active: true, userId: 'a' }, s))
        .thenFailsWith('requirements.typeNotFound'));
  });

  describe('when the type exists', () => {
    it('updates it with the whole new snapshot', () =>
      given([defined])
        .when((s) =>
          saveRequirementType({ fields: { ...fields, notifyDaysBefore: 30 }, userId: 'u2' }, s),
        )
        .then([updated({ notifyDaysBefore: 30, changedBy: 'u2' })]));
    it('changes nothing when saved with the same values', () =>
      given([defined])
        .when((s) => saveRequirementType({ fields, userId: 'u2' }, s))
        .thenNothingHappens());
    it('deactivates it', () =>
      given([defined])
        .when((s) => setRequirementTypeActive({ code: 'ALTURA', active: false, userId: 'u2' }, s))
        .then([updated({ active: false, changedBy: 'u2' })]));
    it('activates it again', () =>
      given([defined, updated({ active: false })])
        .when((s) => setRequirementTypeActive({ code: 'ALTURA', active: true, userId: 'u3' }, s))
        .then([updated({ active: true, changedBy: 'u3' })]));
    it('sets where it applies', () => {
      const applicability = { ...fields.applicability, clientIds: ['client-1'] };
      given([defined])
        .when((s) =>
          setRequirementTypeApplicability({ code: 'ALTURA', applicability, userId: 'u2' }, s),
        )
        .then([updated({ applicability, changedBy: 'u2' })]);
    });
  });
});
