import { catalogItemStream, REQUEST_FIELD_CATALOGS, STREAMS } from '@faena/contracts';
import type { StreamReader } from '../../platform/commands/command-runner';
import { catalogItemSpec } from '../../catalogs/catalog-streams';
import { positionFactsSpec } from '../domain/master-data';
import type { PickedFacts, PickedValues } from '../domain/request-fields';

type CatalogField = keyof typeof REQUEST_FIELD_CATALOGS;
const CATALOG_FIELDS = Object.keys(REQUEST_FIELD_CATALOGS) as CatalogField[];

/** True when the code is an active item of the field's catalogue in the client (read from its stream). */
async function itemExists(
  reader: StreamReader,
  { field, clientId, code }: { field: CatalogField; clientId: string; code: string },
): Promise<boolean> {
  const stream = catalogItemStream(REQUEST_FIELD_CATALOGS[field], clientId, code);
  const item = await reader.load(stream, catalogItemSpec);
  return item.exists && item.active === 'S';
}

/**
 * What the catalogues say of a request's picked values, read from the items' own streams (the
 * source of truth): which exist in the caller's client, and the position's name. Empty values are
 * not looked up.
 */
export async function pickedFactsFor(
  reader: StreamReader,
  clientId: string,
  values: PickedValues,
): Promise<PickedFacts> {
  const known: PickedFacts['known'] = {};
  for (const field of CATALOG_FIELDS) {
    const code = values[field];
    if (code !== '') known[field] = await itemExists(reader, { field, clientId, code });
  }
  let positionName = '';
  if (values.positionId !== '') {
    const position = await reader.load(STREAMS.position(values.positionId), positionFactsSpec);
    known.positionId = position !== null && position.clientId === clientId;
    positionName = position?.name ?? '';
  }
  return { known, positionName };
}
