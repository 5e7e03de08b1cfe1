import { Injectable } from '@nestjs/common';
import { DomainError, STREAMS } from '@faena/contracts';
import { EventStore } from '@faena/core';
import type { AuthUser } from '../../platform/auth/auth-user';
import {
  companyOfPerson,
  PeopleScope,
} from '../../administration/queries/people-scope/people-scope';

/**
 * The person a command names, when the caller reaches the person's company (administration's
 * rule: a company serving the caller's client; a contractor profile its own company only).
 * Another client's person, like an unknown one, is not found.
 */
@Injectable()
export class PersonOfClient {
  constructor(
    private readonly store: EventStore,
    private readonly people: PeopleScope,
  ) {}

  async companyOf(user: AuthUser, personId: string): Promise<string> {
    const events = await this.store.readStream(STREAMS.person(personId));
    const companyId = events.length === 0 ? null : companyOfPerson(events);
    if (companyId === null || !(await this.people.reaches(user, companyId)))
      throw new DomainError('identification.personNotFound');
    return companyId;
  }
}
