import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PersonIdentificationDoc, PersonIdentificationRow } from '@faena/contracts';
import { ReadStore } from '@faena/core';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import { PeopleScope } from '../../../administration/queries/people-scope/people-scope';
import { PERSON_IDENTIFICATION_COLLECTION } from '../../identification.read-models';
import { ListPersonIdentificationQuery } from '../identification.queries';
import { peopleInScope } from '../people-rows';

type Doc<T> = T & { [k: string]: unknown };

/**
 * The people the caller may see (administration's scope), by name, with their identification type
 * ('' when none); `assigned` S keeps those with a type, N those without one.
 */
@QueryHandler(ListPersonIdentificationQuery)
export class ListPersonIdentificationHandler implements IQueryHandler<ListPersonIdentificationQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
    private readonly people: PeopleScope,
  ) {}

  async execute({ user, query, afterPosition }: ListPersonIdentificationQuery) {
    await this.waiter.waitFor(afterPosition);
    const scope = await this.people.gridScope(user);
    if (!scope) return { totalCount: 0, data: [] };
    const people = await peopleInScope(this.readStore, scope, query.text);
    const types = await this.readStore.getMany<Doc<PersonIdentificationDoc>>(
      PERSON_IDENTIFICATION_COLLECTION,
      people.map((p) => p.personId),
    );
    const rows = people
      .map((p): PersonIdentificationRow => ({
        personId: p.personId,
        fullName: p.fullName,
        documentType: p.documentType,
        documentNumber: p.documentNumber,
        companyName: p.companyName,
        identificationType: types.get(p.personId)?.identificationType ?? '',
      }))
      .filter((r) => !query.assigned || (r.identificationType !== '') === (query.assigned === 'S'))
      .sort((a, b) => a.fullName.localeCompare(b.fullName));
    return { totalCount: rows.length, data: rows.slice(query.skip, query.skip + query.take) };
  }
}
