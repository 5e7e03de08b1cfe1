import { REFERENCE_LISTS } from '@faena/contracts';
import { useEffect, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { referenceList, referenceOptions } from '../../catalogs/api/reference-lists';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../stores/session.store';
import type { FieldSpec, Option, ReferenceOptions, Values } from './field-input';

const REFERENCE_FIELDS: ReadonlySet<unknown> = new Set<ReferenceOptions>([
  'documentTypes',
  'bloodTypes',
  'civilStatus',
  'drivingLicences',
  'divisions',
  'functions',
]);
const isReference = (options: FieldSpec['options']): options is ReferenceOptions =>
  REFERENCE_FIELDS.has(options);
const NO_FIELD = '__noCountryField';

interface WantedList {
  field: string;
  list: ReferenceOptions;
  params: Record<string, string>;
}

/** The fields other fields' lists depend on: their country and contractor fields. */
const watchedOf = (references: FieldSpec[]): string[] => [
  ...new Set(
    references
      .flatMap((f) => [f.countryField, f.contractorField])
      .filter((n): n is string => n !== undefined),
  ),
];

/** A reference field's call: its list, by the chosen country or the client, and the contractor S/N. */
function wantedList(
  f: FieldSpec,
  { clientId, valueOf }: { clientId: string; valueOf: (name: string | undefined) => unknown },
): WantedList {
  const list = f.options as ReferenceOptions;
  const params: Record<string, string> = {};
  const by = REFERENCE_LISTS[list].by;
  const country = valueOf(f.countryField);
  if (by === 'IdPais' && typeof country === 'string' && country !== '') params['IdPais'] = country;
  if (by === 'IdCliente') params['IdCliente'] = clientId;
  const contractor = valueOf(f.contractorField);
  if (typeof contractor === 'boolean') params['Contratista'] = contractor ? 'S' : 'N';
  return { field: f.name, list, params };
}

/** Reads each wanted list (again when `key`, the lists as JSON, changes); options by field name. */
function useListsOf(key: string): Record<string, Option[]> {
  const [options, setOptions] = useState<Record<string, Option[]>>({});
  useEffect(() => {
    let live = true;
    for (const { field, list, params } of JSON.parse(key) as WantedList[]) {
      referenceList(list, params).then((rows) => {
        if (live) setOptions((current) => ({ ...current, [field]: referenceOptions(rows) }));
      }, notifyError);
    }
    return () => {
      live = false;
    };
  }, [key]);
  return options;
}

/**
 * The options of a form's reference-list fields from the spec's system calls (domain point 7),
 * cached under vcg:. Lists by country read the country chosen in the field's `countryField` (an
 * empty country: every country's); lists by client read the signed-in profile's client; functions
 * also the S/N of the field's `contractorField`. Answers the options by field name.
 */
export function useReferenceOptions(
  fields: readonly FieldSpec[],
  control: Control<Values>,
): Record<string, Option[]> {
  const clientId = useSession((s) => s.user?.profile.clientId ?? '');
  const references = fields.filter((f) => isReference(f.options));
  const watched = watchedOf(references);
  const values: unknown[] = useWatch({
    control,
    name: watched.length > 0 ? watched : [NO_FIELD],
  });
  const valueOf = (name: string | undefined) => (name ? values[watched.indexOf(name)] : undefined);
  const wanted = references.map((f) => wantedList(f, { clientId, valueOf }));
  return useListsOf(JSON.stringify(wanted));
}
