import type { CatalogItemRow } from '@faena/contracts';
import { useEffect, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { referenceList } from '../../catalogs/api/reference-lists';
import { notifyError } from '../../../lib/notify';
import type { FieldSpec, Option, ReferenceOptions, Values } from './field-input';

const REFERENCE_FIELDS: ReadonlySet<unknown> = new Set<ReferenceOptions>(['documentTypes', 'bloodTypes', 'civilStatus', 'drivingLicences']);
const isReference = (options: FieldSpec['options']): options is ReferenceOptions => REFERENCE_FIELDS.has(options);
const NO_FIELD = '__noCountryField';

/** One option per code, sorted (a list of every country repeats e.g. PASAPORTE): "code - description". */
export function referenceOptions(rows: readonly CatalogItemRow[]): Option[] {
  const seen = new Map<string, Option>();
  for (const r of rows) if (!seen.has(r.code)) seen.set(r.code, { value: r.code, label: `${r.code} - ${String(r['description'] ?? r['alias'] ?? '')}` });
  return [...seen.values()].sort((a, b) => a.value.localeCompare(b.value));
}

/**
 * The options of a form's reference-list fields (document types, blood types, civil status, driving
 * licences) from the spec's system calls (domain point 7), cached under vcg:. A field with a
 * `countryField` reads the list of the country chosen there (IdPais); an empty country reads every
 * country's. Answers the options by field name.
 */
export function useReferenceOptions(fields: readonly FieldSpec[], control: Control<Values>): Record<string, Option[]> {
  const references = fields.filter((f) => isReference(f.options));
  const countryFields = [...new Set(references.map((f) => f.countryField ?? NO_FIELD))];
  const countries = useWatch({ control, name: countryFields.length > 0 ? countryFields : [NO_FIELD] }) as unknown[];
  const countryOf = (f: FieldSpec) => {
    const value = f.countryField ? countries[countryFields.indexOf(f.countryField)] : '';
    return typeof value === 'string' ? value : '';
  };
  const wanted = references.map((f) => ({ field: f.name, list: f.options as ReferenceOptions, country: countryOf(f) }));
  const key = JSON.stringify(wanted);
  const [options, setOptions] = useState<Record<string, Option[]>>({});
  useEffect(() => {
    let live = true;
    for (const { field, list, country } of JSON.parse(key) as typeof wanted) {
      referenceList(list, country ? { IdPais: country } : {}).then((rows) => {
        if (live) setOptions((current) => ({ ...current, [field]: referenceOptions(rows) }));
      }, notifyError);
    }
    return () => {
      live = false;
    };
  }, [key]);
  return options;
}
