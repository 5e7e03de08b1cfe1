import { Injectable } from '@nestjs/common';
import type { RequestRow, UserRegistered } from '@faena/contracts';
import { EventStore, ReadStore } from '@faena/core';
import { REQUESTS_COLLECTION } from '../../accreditation/accreditation.read-models';
import { userStream } from '../../identity/identity.streams';

type RequestDoc = { [K in keyof RequestRow]: RequestRow[K] };
type Account = UserRegistered['data'];
/** user_profiles_v2 (the security listing): one row per user and profile grant */
const USER_PROFILES_COLLECTION = 'user_profiles_v2';

/** Whom a notice of a person's document goes to: the worker's client, company and person. */
export interface NoticeSubject {
  personId: string;
  clientId: string;
  companyId: string;
}

/**
 * Who is told of a worker's document about to lapse:
 * - the user who submitted the person's accreditation request for the client (the approved one,
 *   else the newest submitted), at their account's e-mail;
 * - the worker's company: administration's company record holds no contact e-mail, so the active
 *   contractor users with a profile of that company in that client stand for it.
 * The accounts are read once per run (`beginRun`): a daily job, not a request path.
 */
@Injectable()
export class NoticeRecipients {
  private accounts: Promise<Account[]> | null = null;

  constructor(
    private readonly readStore: ReadStore,
    private readonly store: EventStore,
  ) {}

  beginRun(): void {
    this.accounts = null;
  }

  async of(subject: NoticeSubject): Promise<string[]> {
    const accounts = await (this.accounts ??= this.loadAccounts());
    const requester = await this.requesterOf(subject.personId, subject.clientId);
    const company = accounts.filter((a) =>
      a.profiles.some(
        (p) => p.contractor && p.clientId === subject.clientId && p.companyId === subject.companyId,
      ),
    );
    const mine = [...accounts.filter((a) => a.username === requester), ...company];
    return [...new Set(mine.map((a) => a.email.trim()).filter((e) => e !== ''))];
  }

  private async requesterOf(personId: string, clientId: string): Promise<string | null> {
    const rows = await this.readStore.find<RequestDoc>(REQUESTS_COLLECTION, { personId, clientId });
    const submitted = rows
      .filter((r) => r.status !== 'I' && r.status !== 'E')
      .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
    return (submitted.find((r) => r.status === 'A') ?? submitted[0])?.submittedBy ?? null;
  }

  /** The active accounts, as their latest registration event has them. */
  private async loadAccounts(): Promise<Account[]> {
    const rows = await this.readStore.find<{ IdUsuario: string }>(USER_PROFILES_COLLECTION, {});
    const accounts: Account[] = [];
    for (const username of new Set(rows.map((r) => r.IdUsuario))) {
      const events = await this.store.readStream(userStream(username));
      const last = events.filter((e) => e.type === 'identity.UserRegistered').at(-1);
      const account = last?.data as Account | undefined;
      if (account && account.active !== false) accounts.push(account);
    }
    return accounts;
  }
}
