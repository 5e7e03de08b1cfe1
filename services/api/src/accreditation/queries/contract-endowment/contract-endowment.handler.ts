import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { STREAMS, type ContractEndowment } from '@faena/contracts';
import { Clock, EventStore, ReadStore, SiteCalendar } from '@faena/core';
import { ZONE_PRESENCE_COLLECTION } from '../../../access/access.read-models';
import { CommandRunner, StreamReader } from '../../../platform/commands/command-runner';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import { loadClientParameters } from '../../../system/client-parameters.reader';
import {
  ENDOWMENT_PEOPLE_COLLECTION,
  REQUESTS_COLLECTION,
  type EndowmentPersonDoc,
  type RequestDoc,
} from '../../accreditation.read-models';
import { contractQuotaSpec } from '../../accreditation.streams';
import { ContractEndowmentQuery } from './contract-endowment.query';
import { endowmentContract } from './endowment-contract';

const MAX_ROWS = 20_000;

/**
 * The quota and the slots held come from the write side's streams (what the submit rule reads);
 * the accredited people are the contract's approved requests in force today (requests.v3) but
 * those a demobilization ended before today (endowment_people_v1), and those on site are the ones
 * the door marks placed inside a zone (zone_presence_v1).
 */
@QueryHandler(ContractEndowmentQuery)
export class ContractEndowmentHandler implements IQueryHandler<ContractEndowmentQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
    private readonly store: EventStore,
    private readonly runner: CommandRunner,
    private readonly clock: Clock,
    private readonly calendar: SiteCalendar,
  ) {}

  async execute({
    user,
    contractId,
    afterPosition,
  }: ContractEndowmentQuery): Promise<ContractEndowment> {
    const reader = new StreamReader(this.store, this.runner.cache);
    const contract = await endowmentContract(reader, user, contractId);
    const { held } = await reader.load(STREAMS.contractQuota(contractId), contractQuotaSpec);
    const { endowmentPolicy } = await loadClientParameters(reader, user.cid);
    const people = await this.accreditedPeople(user.cid, contractId, afterPosition);
    const present = await this.readStore.getMany(ZONE_PRESENCE_COLLECTION, people);
    const quota = contract.quota;
    return {
      contractId,
      quota,
      held,
      accredited: people.length,
      onSite: present.size,
      noLimit: quota === 0,
      exceeded: quota > 0 && held >= quota,
      policy: endowmentPolicy,
    };
  }

  /** The people with an approved request on the contract in force today. */
  private async accreditedPeople(clientId: string, contractId: string, afterPosition?: number) {
    await this.waiter.waitFor(afterPosition);
    const today = this.calendar.dateOf(this.clock.now());
    const rows = await this.readStore.find<RequestDoc>(
      REQUESTS_COLLECTION,
      { clientId, status: 'A', contractId },
      MAX_ROWS,
    );
    const inForce = rows.filter((r) => r.startDate <= today && today <= r.endDate);
    const ended = await this.endedBefore(clientId, inForce, today);
    return [...new Set(inForce.filter((r) => !ended.has(r.requestId)).map((r) => r.personId))];
  }

  /** The requests among these whose accreditation a demobilization ended before today. */
  private async endedBefore(clientId: string, rows: RequestDoc[], today: string) {
    const keys = [...new Set(rows.map((r) => `${r.personId}|${clientId}`))];
    const people = await this.readStore.getMany<EndowmentPersonDoc>(
      ENDOWMENT_PEOPLE_COLLECTION,
      keys,
    );
    const ended = new Set<string>();
    for (const { accredited } of people.values())
      for (const a of accredited)
        if (a.ended !== undefined && a.ended < today) ended.add(a.requestId);
    return ended;
  }
}
