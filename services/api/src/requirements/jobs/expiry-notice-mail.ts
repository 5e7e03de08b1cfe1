import { translate, type Lang } from '@faena/contracts';
import type { OutgoingMessage } from '@faena/core';
import { shownDate } from '../facts/booking-compliance';

export interface NoticeMailFacts {
  worker: string;
  document: string;
  /** yyyy-MM-dd */
  expiresOn: string;
}

/** The expiry notice mail in a language: the worker, the document and its expiry as dd/mm/yyyy. */
export function expiryNoticeMail(to: string, facts: NoticeMailFacts, lang: Lang): OutgoingMessage {
  const fill = (key: string) =>
    translate(`requirements:${key}`, lang)
      .replace('{worker}', facts.worker)
      .replace('{document}', facts.document)
      .replace('{date}', shownDate(facts.expiresOn));
  return {
    to,
    channel: 'mail',
    kind: 'requirement-expiry',
    subject: fill('noticeMailSubject'),
    body: [fill('noticeMailBody'), '', fill('noticeMailAction')].join('\n'),
  };
}
