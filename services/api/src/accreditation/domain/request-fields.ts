import { REQUEST_PICKED_FIELDS, ValidationError, type RequestPickedField } from '@faena/contracts';

/** The values of the request's picked fields (place, profile, unit, cost center, position, function). */
export type PickedValues = Record<RequestPickedField, string>;

/**
 * What the catalogues say of the values given: which of them name an active item of their
 * catalogue in the caller's client (the position: a position of the client), and the position's
 * name. Read from the items' own streams by the handler.
 */
export interface PickedFacts {
  known: Partial<Record<RequestPickedField, boolean>>;
  positionName: string;
}

/**
 * Every picked field is required to send a request ('Required field'), and a value given must
 * name an item of its catalogue; a draft may leave them empty. All the faults are answered at once,
 * each naming its field.
 */
export function checkPickedFields(
  values: PickedValues,
  facts: PickedFacts,
  required: boolean,
): void {
  const issues: Array<{ path: string; message: string }> = [];
  for (const field of REQUEST_PICKED_FIELDS) {
    if (values[field] === '') {
      if (required) issues.push({ path: field, message: 'common:requiredField' });
    } else if (facts.known[field] !== true) {
      issues.push({ path: field, message: 'catalogs:refNotFound' });
    }
  }
  if (issues.length > 0) throw new ValidationError(issues);
}

/** The picked fields as the request records them (the position's name beside its id). */
export const pickedDataOf = (values: PickedValues, facts: PickedFacts) => ({
  place: values.place,
  profile: values.profile,
  organisationalUnit: values.organisationalUnit,
  costCenter: values.costCenter,
  positionId: values.positionId,
  positionName: values.positionId === '' ? '' : facts.positionName,
  function: values.function,
});
