import { ValidationError } from '@faena/contracts';
import { deciderSpec, identificationTypeAssigned, IDS } from '@faena/test-kit';
import {
  assignIdentificationType,
  evolvePersonIdentification,
  initialPersonIdentification,
} from './identification-type.decider';

const given = deciderSpec({
  evolve: evolvePersonIdentification,
  initialState: initialPersonIdentification,
});
const assign = (identificationType = 'FOTOCHECK', typeExists = true) => ({
  personId: IDS.person,
  clientId: IDS.client,
  identificationType,
  typeExists,
});

describe("A person's identification type", () => {
  it('assigns a type of the catalogue', () =>
    given([])
      .when((s) => assignIdentificationType(assign(), s))
      .then([identificationTypeAssigned()]));
  it('changes it to another type', () =>
    given([identificationTypeAssigned()])
      .when((s) => assignIdentificationType(assign('HUELLA'), s))
      .then([identificationTypeAssigned({ identificationType: 'HUELLA' })]));
  it('records nothing when the same type is assigned again', () =>
    given([identificationTypeAssigned()])
      .when((s) => assignIdentificationType(assign(), s))
      .thenNothingHappens());
  it('refuses a type the catalogue does not hold, naming the field', () => {
    let caught: unknown;
    try {
      assignIdentificationType(assign('NADA', false), initialPersonIdentification());
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(ValidationError);
    expect((caught as ValidationError).issues).toEqual([
      { path: 'identificationType', message: 'identification:typeNotFound' },
    ]);
  });
});
