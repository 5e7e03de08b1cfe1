import { API, type OutboxMessage } from '@faena/contracts';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './api';
import { chooseDivision, launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export interface BrowserSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
}

function startedOrThrow<T>(value: T | undefined, what: string): T {
  if (value === undefined)
    throw new Error(`${what} is not started: read it inside a test, after beforeAll`);
  return value;
}

/** A browser test runs for at most this long (the longest jest.setTimeout of the suite) plus margin. */
const DAY_TURN_GUARD_S = 4 * 60;

/** Seconds until the next midnight on the site's calendar (the server's SITE_TIMEZONE). */
export function secondsToSiteMidnight(now = new Date()): number {
  const timeZone = process.env.SITE_TIMEZONE ?? 'America/Lima';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return 24 * 3600 - (part('hour') * 3600 + part('minute') * 60 + part('second'));
}

/** A yyyy-MM-dd date `days` days from the site's today (its calendar, SITE_TIMEZONE). */
export function siteDay(days = 0, now = new Date()): string {
  const timeZone = process.env.SITE_TIMEZONE ?? 'America/Lima';
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(now); // yyyy-MM-dd
  const at = new Date(`${today}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * Forms default to the site's today and the server refuses a start before its today: a test that
 * opens a form at 23:59 and submits at 00:00 would fail for the calendar, not the product. So a test
 * does not start in the last minutes of the site's day; it waits for the new day (at most 4 min).
 */
async function notAcrossSiteMidnight(): Promise<void> {
  const left = secondsToSiteMidnight();
  if (left > DAY_TURN_GUARD_S) return;
  console.log(`waiting ${left + 2} s for the site's midnight: no test runs across the day's turn`);
  await new Promise((resolve) => setTimeout(resolve, (left + 2) * 1000));
}

/**
 * One built server (temp DATA_DIR) and one Chromium for the tests of a file: started before them,
 * stopped after them even when one fails. Read `suite.server` / `suite.browser` inside the tests.
 */
export function browserSuite(): BrowserSuite {
  const started: { server?: RunningServer; browser?: Browser } = {};
  beforeAll(async () => {
    started.server = await startServer();
    started.browser = await launchBrowser();
  });
  beforeEach(notAcrossSiteMidnight, (DAY_TURN_GUARD_S + 10) * 1000);
  afterAll(async () => {
    await started.browser?.close();
    await started.server?.stop();
  });
  return {
    get server() {
      return startedOrThrow(started.server, 'the suite server');
    },
    get browser() {
      return startedOrThrow(started.browser, 'the suite browser');
    },
  };
}

/**
 * A page in a fresh context, not signed in; the language is set only when none is stored, so a
 * switch made by the test survives its reload.
 */
export async function guestPage(suite: BrowserSuite, lang: 'es' | 'en' = 'es'): Promise<Page> {
  const context = await suite.browser.newContext({
    baseURL: suite.server.url,
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript((l) => {
    const storage = (
      globalThis as unknown as {
        localStorage: {
          getItem: (k: string) => string | null;
          setItem: (k: string, v: string) => void;
        };
      }
    ).localStorage;
    if (!storage.getItem('vcg:lang')) storage.setItem('vcg:lang', l);
  }, lang);
  context.setDefaultTimeout(60_000); // the machine is shared: allow slow renders
  return context.newPage();
}

/** The login page of a fresh guest context, ready for credentials. */
export async function loginPage(suite: BrowserSuite, lang: 'es' | 'en' = 'es'): Promise<Page> {
  const page = await guestPage(suite, lang);
  await page.goto('/#/auth/login');
  await page.getByTestId('login-form').waitFor();
  return page;
}

export async function submitCredentials(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

export { chooseDivision };

/** What the development mailbox holds for an address, newest first. */
export async function mailbox(suite: BrowserSuite, to: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${suite.server.url}${API.devMailbox.path}?to=${encodeURIComponent(to)}`);
  return [...((await res.json()) as { result: OutboxMessage[] }).result].sort((a, b) =>
    b.at.localeCompare(a.at),
  );
}

/** The 4-digit code of a message ('' when it has none). */
export const codeOf = (m: OutboxMessage | undefined) =>
  /\b(\d{4})\b/.exec(m?.body ?? '')?.[1] ?? '';
