import type { CatalogItemRow } from '@faena/contracts';
import { useEffect, useState } from 'react';
import { referenceList } from '../../catalogs/api/reference-lists';
import { notifyError } from '../../../lib/notify';
import type { Option } from './field-input';

/** One option per document type code (a list of every country repeats e.g. PASAPORTE). */
export function documentTypeOptions(rows: readonly CatalogItemRow[]): Option[] {
  const seen = new Map<string, Option>();
  for (const r of rows) if (!seen.has(r.code)) seen.set(r.code, { value: r.code, label: `${r.code} - ${String(r['description'] ?? r['alias'] ?? '')}` });
  return [...seen.values()].sort((a, b) => a.value.localeCompare(b.value));
}

/**
 * The document types of a country from the reference call (/api/sistematipodocumento/obtenerTodos
 * ?IdPais=…, cached under vcg:); `null` = the form has no document type field (no call). An empty
 * country reads every country's types.
 */
export function useDocumentTypeOptions(country: string | null): Option[] {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    if (country === null) return;
    let live = true;
    referenceList('documentTypes', country ? { IdPais: country } : {}).then((rows) => live && setOptions(documentTypeOptions(rows)), notifyError);
    return () => {
      live = false;
    };
  }, [country]);
  return options;
}
