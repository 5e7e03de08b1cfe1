import { API, type CommandResult, type PersonRow, type RequestRow } from '@faena/contracts';
import { ApiClient } from './support/api';
import {
  DEMO_REQUEST_PICKED,
  open,
  pickPerson,
  screenshot,
  signedInSession,
} from './support/browser';
import { browserSuite } from './support/suite';

jest.setTimeout(180_000);

const isoDate = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

const suite = browserSuite();

/** Workers of the client's own staff without a request yet (the demo's requester's people). */
async function freeWorkers(count: number): Promise<PersonRow[]> {
  const approver = await ApiClient.signIn(suite.server.url, 'APROBADOR');
  const requester = await ApiClient.signIn(suite.server.url, 'SOLICITANTE');
  // the requester's list also has its drafts
  const rows = [...(await approver.requests()), ...(await requester.requests())];
  const requested = new Set(rows.map((r) => r.personId));
  const free = (await approver.people()).filter(
    (p) => p.condition === 'TRABAJADOR' && !requested.has(p.personId),
  );
  const company = free[0]?.companyId;
  const same = free.filter((p) => p.companyId === company);
  if (same.length < count) throw new Error(`the demo data has no ${count} free workers`);
  return same.slice(0, count);
}

describe('the requests screen modes (domain spec §2: T, L, E, LM, EM)', () => {
  it('switches modes, removes two drafts ticked in LM, sets dates on two drafts in EM, remembers the mode', async () => {
    const requester = await ApiClient.signIn(suite.server.url, 'SOLICITANTE');
    const people = await freeWorkers(4);
    const contract = (await requester.contracts()).find(
      (c) => c.endDate >= isoDate(40) && c.companyId === people[0]!.companyId,
    );
    if (!contract) throw new Error('the demo data has no open contract for the workers');
    const drafts: string[] = [];
    for (const [i, person] of people.entries()) {
      const body = {
        commandId: `e2e-mode-${Date.now()}-${i}`,
        personId: person.personId,
        contractId: contract.contractId,
        reason: 'Borrador de prueba de modos',
        ...DEMO_REQUEST_PICKED,
      };
      drafts.push((await requester.post<CommandResult>(API.saveDraft.path, body)).id);
    }
    const [removeA, removeB, editA, editB] = drafts as [string, string, string, string];

    const session = await signedInSession(suite.browser, suite.server.url, 'SOLICITANTE');
    const page = session.page;
    await open(page, '/movilizacion/solicitudes', 'my-requests-grid');
    // L on a desktop: a table, no ticks for a bulk removal
    await page.getByTestId(`request-row-${removeA}`).waitFor();
    expect(await page.getByTestId(`select-${removeA}`).count()).toBe(0);

    await page.getByTestId('mode-T').click();
    await page.getByTestId('grid-cards').waitFor();
    expect(page.url()).toContain('modo=T');

    await page.getByTestId('mode-LM').click();
    expect(await page.getByTestId('bulk-rule').textContent()).toBe(
      'Solo las solicitudes incompletas y pendientes pueden eliminarse en bloque.',
    );
    await page.getByTestId(`select-${removeA}`).check();
    await page.getByTestId(`select-${removeB}`).check();
    await page.getByTestId('remove-selected').click();
    await page.getByTestId('confirm-yes').click();
    const badge = (id: string, status: string) =>
      page
        .getByTestId(`request-row-${id}`)
        .locator(`[data-testid="status-badge"][data-status="${status}"]`);
    await badge(removeA, 'E').waitFor();
    await badge(removeB, 'E').waitFor();

    await page.getByTestId('mode-EM').click();
    await page.getByTestId(`em-select-${editA}`).check();
    await page.getByTestId(`em-select-${editB}`).check();
    await page.getByTestId('em-start').fill(isoDate(2));
    await page.getByTestId('em-end').fill(isoDate(25));
    await screenshot(page, 'request-modes-em-es');
    await page.getByTestId('em-apply').click();
    // each ticked draft saved through its own command, the others untouched
    await expectEventually(async () => {
      const rows = new Map((await requester.requests()).map((r: RequestRow) => [r.requestId, r]));
      return [editA, editB].map((id) => [rows.get(id)?.startDate, rows.get(id)?.endDate]);
    }, [
      [isoDate(2), isoDate(25)],
      [isoDate(2), isoDate(25)],
    ]);
    await page
      .getByText(`${isoDate(2)} → ${isoDate(25)}`)
      .first()
      .waitFor();

    await page.getByTestId('mode-E').click();
    await page.getByTestId('draft-editor').waitFor();
    // the next visit without ?modo= opens the last mode chosen
    await open(page, '/movilizacion/solicitudes', 'draft-editor');
    await session.context.close();
  });
});

describe('the contract endowment on the request form (domain spec §8)', () => {
  it('warns as soon as a full contract is picked, with the counts side by side, also on a phone', async () => {
    const admin = await ApiClient.signIn(suite.server.url, 'ADMIN');
    const requester = await ApiClient.signIn(suite.server.url, 'SOLICITANTE');
    const [first, second] = await freeWorkers(2);
    const code = `CTR-E2E-${Date.now()}`;
    const registered = await admin.post<{ position: number }>(API.registerContract.path, {
      commandId: `e2e-ctr-${Date.now()}`,
      code,
      companyId: first!.companyId,
      subject: 'Contrato lleno (prueba)',
      divisionId: 'DIV-NORTE',
      startDate: isoDate(-5),
      endDate: isoDate(200),
      quota: 1,
    });
    // read your writes: the list answers once the read models reached the registration
    const contract = (await requester.contracts(registered.position)).find((c) => c.code === code);
    if (!contract) throw new Error('the registered contract is not offered to the requester');
    await requester.post(API.submitRequest.path, {
      commandId: `e2e-fill-${Date.now()}`,
      personId: first!.personId,
      contractId: contract.contractId,
      startDate: isoDate(1),
      endDate: isoDate(30),
      reason: 'Ocupa la única plaza',
      ...DEMO_REQUEST_PICKED,
    });

    const session = await signedInSession(suite.browser, suite.server.url, 'SOLICITANTE');
    const page = session.page;
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await open(page, '/movilizacion/solicitudes?modo=L', 'my-requests-grid');
      await page.getByTestId('new-request').click();
      if (viewport.width < 500) {
        // no filter row on the phone: the filters sit behind the Filtros button
        await page.getByTestId('request-person-search').click();
        const people = page.getByTestId('people-grid');
        await people.getByTestId('grid-filters-toggle').click();
        await people.getByTestId('grid-filter-documentNumber').fill(second!.documentNumber);
        await people.getByTestId(`person-row-${second!.personId}`).click();
      } else {
        await pickPerson(page, 'request-person-search', {
          documentNumber: second!.documentNumber,
          personId: second!.personId,
        });
      }
      await page.getByTestId('request-contract').click();
      await page.getByRole('option', { name: `${code} · ${contract.companyName}` }).click();
      const warning = page.getByTestId('request-endowment');
      await warning.waitFor();
      expect(await warning.textContent()).toBe(
        'El contrato seleccionado excede la dotación actual.' +
          'La solicitud será rechazada mientras la dotación esté completa.',
      );
      expect(await page.getByTestId('endowment-quota').textContent()).toBe('1');
      expect(await page.getByTestId('endowment-held').textContent()).toBe('1');
      await screenshot(page, `request-endowment-${viewport.width}`);
      await page.keyboard.press('Escape');
    }
    await session.context.close();
  });
});

/** Polls until the value equals the expected one (the read model follows the commands). */
async function expectEventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  let last: T | undefined;
  for (let i = 0; i < 50; i += 1) {
    last = await read();
    if (JSON.stringify(last) === JSON.stringify(expected)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  expect(last).toEqual(expected);
}
