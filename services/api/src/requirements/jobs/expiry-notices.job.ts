import { Injectable } from '@nestjs/common';
import {
  addDays,
  STREAMS,
  type RequirementExpiryNoticeSent,
  type RequirementTypeEvent,
} from '@faena/contracts';
import { Clock, EventStore, Outbox, ReadStore, SiteCalendar } from '@faena/core';
import { foldEvents, type StreamSpec } from '../../platform/commands/command-runner';
import { ReadWaiter } from '../../platform/storage/read-waiter';
import {
  evolveNoticeState,
  expiryNotice,
  initialNoticeState,
  type NoticeState,
} from '../domain/expiry-notice.decider';
import { documentsSpec } from '../compliance.reader';
import {
  REQUIREMENT_STATUS_COLLECTION,
  type RequirementStatusDoc,
} from '../requirements.read-models';
import { when } from '../queries/requirement-report/report-filter';
import { expiryNoticeMail } from './expiry-notice-mail';
import { appendOnce } from './append-once';
import { NoticeRecipients } from './notice-recipients';

const READ_MODELS = ['requirement-status.v1', 'requests.v3', 'user-profiles.v2'];
type NoticeDays = Readonly<Record<string, number>>;
const noticeDaysSpec: StreamSpec<NoticeDays, RequirementTypeEvent> = {
  initial: () => ({}),
  evolve: (state, e) => ({ ...state, [e.data.code]: e.data.active ? e.data.notifyDaysBefore : 0 }),
};
const noticeSpec: StreamSpec<NoticeState, RequirementExpiryNoticeSent> = {
  initial: initialNoticeState,
  evolve: evolveNoticeState,
};

/**
 * The daily expiry notices: each approved document of a person whose notice window (the type's
 * "days before expiry to notify") has opened gets one mail per recipient through the outbox. The
 * notice is first recorded on requirements.notice-<docId> at "no stream yet": a second run, a
 * restart or another node running the job at the same time finds it there and sends nothing.
 */
@Injectable()
export class ExpiryNoticesJob {
  constructor(
    private readonly store: EventStore,
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly calendar: SiteCalendar,
    private readonly recipients: NoticeRecipients,
  ) {}

  /** Sends today's due notices; answers the documents noticed by this run. */
  async run(): Promise<number> {
    const today = this.calendar.dateOf(this.clock.now());
    const days = foldEvents(
      await this.store.readStream(STREAMS.requirementTypes()),
      noticeDaysSpec,
    );
    const horizon = Math.max(0, ...Object.values(days));
    if (horizon === 0) return 0;
    // the report rows and the requesters as of now (the demo data written just before, at start)
    await this.waiter.waitFor(await this.store.headPosition(), READ_MODELS);
    this.recipients.beginRun();
    let sent = 0;
    for (const row of await this.expiring(today, addDays(today, horizon)))
      if (await this.notify(row, days[row.typeCode] ?? 0, today)) sent += 1;
    return sent;
  }

  /** The report's approved person rows expiring from today to the horizon, every client. */
  private async expiring(today: string, horizon: string): Promise<RequirementStatusDoc[]> {
    const filter = [
      when('subjectEntity', '=', 'P'),
      when('status', '=', 'approved'),
      when('expiresOn', '>=', today),
      when('expiresOn', '<=', horizon),
    ];
    const rows: RequirementStatusDoc[] = [];
    const take = 1000;
    for (let skip = 0; ; skip += take) {
      const query = { skip, take, sort: [{ selector: 'RowIndex', desc: false }], filter };
      const page = await this.readStore.query<RequirementStatusDoc>(
        REQUIREMENT_STATUS_COLLECTION,
        query,
      );
      rows.push(...page.data);
      if (page.data.length < take) return rows;
    }
  }

  private async notify(row: RequirementStatusDoc, days: number, today: string): Promise<boolean> {
    const subject = { entity: row.subjectEntity, id: row.subjectId };
    const stream = STREAMS.requirementNotice(row.docId);
    const state = foldEvents(await this.store.readStream(stream), noticeSpec);
    if (state.sent) return false;
    const docsStream = STREAMS.requirementDocuments('P', row.subjectId, row.clientId);
    const { documents } = foldEvents(await this.store.readStream(docsStream), documentsSpec);
    const recipients = await this.recipients.of({
      personId: row.subjectId,
      clientId: row.clientId,
      companyId: row.companyId,
    });
    const notice = { docId: row.docId, subject, clientId: row.clientId, documents };
    const [event] = expiryNotice({ ...notice, notifyDaysBefore: days, today, recipients }, state);
    if (!event || !(await this.record(stream, event))) return false;
    const facts = {
      worker: row.subjectName,
      document: row.typeDescription,
      expiresOn: event.data.expiresOn,
    };
    for (const to of recipients)
      await this.outbox.send(expiryNoticeMail(to, facts, 'es'), this.clock.now());
    return true;
  }

  /** Appends the notice as the stream's first event; false when another run recorded it first. */
  private async record(stream: string, event: RequirementExpiryNoticeSent): Promise<boolean> {
    const job = `expiry-notice-${event.data.docId}`;
    return appendOnce(
      this.store,
      { job, stream, expected: 'no_stream' },
      { event, now: this.clock.now() },
    );
  }
}
