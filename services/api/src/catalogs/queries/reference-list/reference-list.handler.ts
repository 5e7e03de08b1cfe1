import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { catalogCollection, REFERENCE_LISTS, type CatalogItemRow } from '@faena/contracts';
import { ReadStore, type EqualityFilter } from '@faena/core';
import { ReferenceListQuery } from './reference-list.query';

const MAX_ITEMS = 2000;
const YES = new Set(['S', 'SI', 'TRUE', '1']);
const NO = new Set(['N', 'NO', 'FALSE', '0']);

/** Contratista as the spec's S/N (also true/false, 1/0); anything else does not filter. */
export function contractorFlag(raw: string | undefined): 'S' | 'N' | null {
  const v = (raw ?? '').trim().toUpperCase();
  if (YES.has(v)) return 'S';
  if (NO.has(v)) return 'N';
  return null;
}

@QueryHandler(ReferenceListQuery)
export class ReferenceListHandler implements IQueryHandler<ReferenceListQuery> {
  constructor(private readonly readStore: ReadStore) {}

  async execute({ user, name, params }: ReferenceListQuery): Promise<CatalogItemRow[]> {
    const list = REFERENCE_LISTS[name];
    const filter: EqualityFilter = { active: 'S' };
    if (list.by === 'IdPais' && params.IdPais) filter['country'] = params.IdPais.toUpperCase();
    if (list.by === 'IdCliente') {
      // a caller reads its own client's lists only
      if (params.IdCliente && params.IdCliente !== user.cid) return [];
      filter['clientId'] = user.cid;
    }
    const contractor = name === 'functions' ? contractorFlag(params.Contratista) : null;
    if (contractor) filter['contractor'] = contractor;
    const rows = await this.readStore.find<{ [k: string]: string | number | null }>(
      catalogCollection(list.catalogId),
      filter,
      MAX_ITEMS,
    );
    return rows as CatalogItemRow[];
  }
}
