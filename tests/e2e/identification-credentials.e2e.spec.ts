import { API, type CredentialRow, type GridPage } from '@faena/contracts';
import { ApiClient } from './support/api';
import { open, pickPerson, screenshot, signedInSession } from './support/browser';
import { browserSuite } from './support/suite';

jest.setTimeout(150_000);

const suite = browserSuite();

const scrollWidth = () =>
  (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
    .documentElement.scrollWidth;

describe('credentials', () => {
  it('inactivates a worker’s credential, issues a new one in the browser and prints it', async () => {
    const api = await ApiClient.signIn(suite.server.url, 'ADMIN');
    const credentials = (query: Record<string, string>) =>
      api
        .get<GridPage<CredentialRow>>(API.listCredentials.path, { take: 50, ...query })
        .then((p) => p.data);
    // a seeded worker with an active credential
    const [seeded] = await credentials({ status: 'A' });
    if (!seeded) throw new Error('the demo data has no active credential');

    const { page } = await signedInSession(suite.browser, suite.server.url, 'ADMIN');
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, '/identificacion/credenciales', 'credentials-grid');
    await page.getByTestId('filter-person').fill(seeded.documentNumber);
    const row = page.getByTestId(`credential-row-${seeded.credentialId}`);
    await row.waitFor();
    // one active credential per worker: inactivate it first, with a reason of kind I
    await page.getByTestId(`inactivate-${seeded.credentialId}`).click();
    await page.getByTestId('inactivate-reason').click();
    await page.getByRole('option', { name: 'Robo' }).click();
    await page.getByTestId('inactivate-submit').click();
    await row.getByTestId('credential-status-I').waitFor();

    await page.getByTestId('credential-new').click();
    await pickPerson(page, 'credential-person-search', seeded);
    await page.getByTestId('credential-type').click();
    await page.getByRole('option', { name: 'Credencial temporal (30 días)' }).click();
    await page.getByTestId('credential-reason').click();
    await page.getByRole('option', { name: 'Pérdida' }).click();
    await page.getByTestId('credential-ref1').fill('E2E-77');
    await screenshot(page, 'identification-1-issue-form-es');
    await page.getByTestId('credential-submit').click();
    await page.getByTestId('credential-form').waitFor({ state: 'detached' });

    const [issued] = await credentials({ text: seeded.documentNumber, status: 'A' });
    expect(issued).toMatchObject({
      personId: seeded.personId,
      credentialType: 'TEMP',
      referenceCode1: 'E2E-77',
      issueReason: 'PERDIDA',
      printed: false,
    });
    const newRow = page.getByTestId(`credential-row-${issued!.credentialId}`);
    await newRow.getByTestId('credential-status-A').waitFor();
    await page.getByTestId(`select-${issued!.credentialId}`).check();
    const badge = page.waitForResponse((r) => r.url().includes(API.credentialBadges.path));
    await page.getByTestId('credentials-print').click();
    // the badge PDF opens in the viewer: one card, front and back, with the worker's document
    const pdf = await badge;
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await page.getByTestId('badges-pdf-frame').waitFor();
    // the PDF the viewer shows (its object URL, read in the page as the browser has it)
    const src = (await page.getByTestId('badges-pdf-frame').getAttribute('src')) ?? '';
    const text = await page.evaluate(async (url) => {
      const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
      return Array.from(bytes, (b) => String.fromCharCode(b)).join('');
    }, src);
    expect(text.slice(0, 5)).toBe('%PDF-');
    expect((text.match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBe(2);
    expect(await page.getByTestId('badges-pdf-download').getAttribute('download')).toBe(
      'fotochecks-1.pdf',
    );
    await screenshot(page, 'identification-2-badge-es');
    await page.keyboard.press('Escape');
    await newRow.getByText('Impresa', { exact: true }).waitFor();
    await screenshot(page, 'identification-2-grid-es');
    expect(
      (await credentials({ text: seeded.documentNumber, printed: 'S', status: 'A' }))[0],
    ).toMatchObject({ credentialId: issued!.credentialId });

    // the screens on a phone (390×844): no sideways scroll
    for (const [route, grid] of [
      ['/identificacion/credenciales', 'credentials-grid'],
      ['/identificacion/tipos-persona', 'person-types-grid'],
    ] as const) {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, route, grid);
      expect(await page.evaluate(scrollWidth)).toBeLessThanOrEqual(390);
    }
    await screenshot(page, 'identification-3-types-phone-es');
  });
});
