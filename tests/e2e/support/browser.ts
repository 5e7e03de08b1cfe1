import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from 'playwright-core';
import { REQUEST_PICKED_FIELDS } from '@faena/contracts';
import { DEMO_PASSWORD } from './api';

export const ARTIFACTS = join(__dirname, '..', 'artifacts');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface Session {
  context: BrowserContext;
  page: Page;
}

/** Who signs in: a username (in Spanish), or a username and the language. */
export type SignIn = string | { username: string; lang: 'es' | 'en' };

/** A fresh browser context signed in through the login page, in the given language. */
export async function signedInSession(
  browser: Browser,
  baseUrl: string,
  who: SignIn,
): Promise<Session> {
  const { username, lang } = typeof who === 'string' ? { username: who, lang: 'es' as const } : who;
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1440, height: 900 },
    locale: lang === 'es' ? 'es-PE' : 'en-US',
  });
  await context.addInitScript((l) => {
    (
      globalThis as unknown as { localStorage: { setItem: (k: string, v: string) => void } }
    ).localStorage.setItem('vcg:lang', l);
  }, lang);
  const page = await context.newPage();
  await page.goto('/#/auth/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await chooseDivision(page);
  return { context, page };
}

/**
 * The chooser, always shown after the credentials (spec §4): picks the profile when one is named
 * (it is preselected when the user has only one), then a division, which signs in; waits for /dashboard.
 */
export async function chooseDivision(
  page: Page,
  options: { profile?: string; division?: number } = {},
): Promise<void> {
  await page.getByTestId('chooser-step').waitFor();
  if (options.profile) {
    await page.getByTestId('chooser-profile').click();
    await page.getByRole('option', { name: options.profile }).click();
  }
  await page.getByTestId('chooser-division').click();
  await page
    .getByRole('option')
    .nth(options.division ?? 0)
    .click();
  await page.waitForURL(/#\/(dashboard|pared)/); // the display identity lands on the wall
}

/** Opens a hash route and waits for the element that shows the screen is there. */
export async function open(page: Page, route: string, readyTestId: string): Promise<void> {
  await page.goto(`/#${route}`);
  await page.getByTestId(readyTestId).waitFor();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Picks a person in the people grid of the open picker, searching by document number. */
export async function pickPerson(
  page: Page,
  searchTestId: string,
  { documentNumber, personId }: { documentNumber: string; personId: string },
): Promise<void> {
  await page.getByTestId(searchTestId).click();
  const grid = page.getByTestId('people-grid');
  await grid.getByTestId('grid-filter-documentNumber').fill(documentNumber);
  await grid.locator(`[data-testid="person-row-${personId}"]`).click();
}

/** Picks the first choice of each of the request form's lists: place, profile, unit, cost center, position, function. */
export async function pickRequestFields(page: Page): Promise<void> {
  for (const field of REQUEST_PICKED_FIELDS) {
    await page.getByTestId(`request-${field}`).click();
    await page.getByRole('option').first().click();
  }
}

/** The request's picked fields as the demo lists of the first client name them (for calls sent over the API). */
export const DEMO_REQUEST_PICKED = {
  place: 'TOQUEPALA',
  profile: 'OPERATIVO',
  organisationalUnit: 'UO-MINA',
  costCenter: 'CC-1001',
  positionId: 'CAR-OPC',
  function: 'ACARREO',
};

/**
 * The `result` of a command's answer the page received; a refused answer fails the test with its
 * status and body (the spec's message), not with "cannot read result of undefined".
 */
export async function resultOf<T>(response: Response | Promise<Response>): Promise<T> {
  const answer = await response;
  const body = (await answer.json()) as { result?: T };
  if (!answer.ok() || body.result === undefined)
    throw new Error(
      `${answer.request().method()} ${answer.url()} → ${answer.status()}: ${JSON.stringify(body)}`,
    );
  return body.result;
}
