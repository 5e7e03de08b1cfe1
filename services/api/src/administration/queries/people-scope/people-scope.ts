import { Injectable } from '@nestjs/common';
import { STREAMS, type StoredEvent } from '@faena/contracts';
import { EventStore, ReadStore, type ScopeFilter } from '@faena/core';
import { contractsProjection } from '@faena/projections';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { CONTRACTS_COLLECTION, type ContractDoc } from '../../administration.read-models';

type Tie = Pick<ContractDoc, 'companyId' | 'clientId'>;

/**
 * The one rule of whose people a client sees: a company's people are the client's to see when the
 * company holds a contract with the client, or holds no contract at all (master data being set
 * up); a company tied only to other clients is theirs.
 */
export function companyServes(contracts: readonly Tie[], clientId: string): boolean {
  return contracts.length === 0 || contracts.some((c) => c.clientId === clientId);
}

/** The companies whose people the client must not see, given every contract. */
export function hiddenCompanies(contracts: readonly Tie[], clientId: string): string[] {
  const byCompany = new Map<string, Tie[]>();
  for (const c of contracts) byCompany.set(c.companyId, [...(byCompany.get(c.companyId) ?? []), c]);
  return [...byCompany]
    .filter(([, ties]) => !companyServes(ties, clientId))
    .map(([companyId]) => companyId);
}

/** The company a person's stream last named (registration and updates carry it), or null. */
export function companyOfPerson(events: readonly StoredEvent[]): string | null {
  const named = events.filter(
    (e) => typeof (e.data as { companyId?: unknown }).companyId === 'string',
  );
  return (named.at(-1)?.data as { companyId: string } | undefined)?.companyId ?? null;
}

const DOCUMENT_PREFIX = 'catalog.document-';

/**
 * Applies the rule to every people read: the single read and its files, the people grid (and so
 * its export and the person pickers), and the history of a person's or a document's stream.
 */
@Injectable()
export class PeopleScope {
  /** every contract's company and client, as of the contracts projection's checkpoint */
  private ties: { position: number; list: Tie[] } | null = null;

  constructor(
    private readonly readStore: ReadStore,
    private readonly events: EventStore,
  ) {}

  /** Whether the client sees the people of the company (the company's contracts, read exactly). */
  async serves(companyId: string, clientId: string): Promise<boolean> {
    return companyServes(
      await this.readStore.find<ContractDoc>(CONTRACTS_COLLECTION, { companyId }),
      clientId,
    );
  }

  /**
   * Whether the caller reaches a company's people (and its vehicles, and the company's record):
   * a contractor profile its own company only, any other profile a company serving its client.
   */
  async reaches(user: Pick<AuthUser, 'cid' | 'coid'>, companyId: string): Promise<boolean> {
    if (user.coid && user.coid !== companyId) return false;
    return this.serves(companyId, user.cid);
  }

  /** The people grid's scope for the caller (any grid whose rows name their company), or null when it may list nobody. */
  async gridScope(user: AuthUser): Promise<ScopeFilter | null> {
    // a profile tied to a company (contractor users) sees its own people only
    if (user.coid)
      return (await this.serves(user.coid, user.cid)) ? { companyId: user.coid } : null;
    const hidden = hiddenCompanies(await this.allTies(), user.cid);
    return hidden.length > 0 ? { companyId: { notIn: hidden } } : {};
  }

  /** Whether a stream's history shows a person the client must not see (a person's or a document's stream). */
  async hidesHistory(
    stream: string,
    events: readonly StoredEvent[],
    clientId: string,
  ): Promise<boolean> {
    let personEvents = events;
    if (stream.startsWith(DOCUMENT_PREFIX)) {
      const holder = (events.at(-1)?.data as { personId?: unknown } | undefined)?.personId;
      if (typeof holder !== 'string') return false;
      personEvents = await this.events.readStream(STREAMS.person(holder));
    } else if (!stream.startsWith(STREAMS.person(''))) return false;
    const companyId = companyOfPerson(personEvents);
    return companyId !== null && !(await this.serves(companyId, clientId));
  }

  /** Read again only when the contracts projection has moved (its checkpoint commits with its documents). */
  private async allTies(): Promise<Tie[]> {
    const position = await this.readStore.getCheckpoint(contractsProjection.name);
    if (this.ties?.position !== position) {
      const contracts = await this.readStore.find<ContractDoc>(CONTRACTS_COLLECTION, {});
      this.ties = {
        position,
        list: contracts.map(({ companyId, clientId }) => ({ companyId, clientId })),
      };
    }
    return this.ties.list;
  }
}
