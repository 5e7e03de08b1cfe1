import { API, type CommandResult } from '@faena/contracts';
import { ApiClient } from './support/api';
import {
  DEMO_REQUEST_PICKED,
  open,
  pickPerson,
  pickRequestFields,
  screenshot,
  signedInSession,
  resultOf,
} from './support/browser';
import { browserSuite } from './support/suite';

jest.setTimeout(120_000);

const isoDate = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

const suite = browserSuite();

describe('removing requests from "Mis solicitudes" (domain spec §4: pending ones only)', () => {
  it('removes a pending request, then two ticked ones, and offers nothing on an attended one', async () => {
    const approver = await ApiClient.signIn(suite.server.url, 'APROBADOR');
    const requester = await ApiClient.signIn(suite.server.url, 'SOLICITANTE');
    const requested = new Set((await approver.requests()).map((r) => r.personId));
    const people = (await approver.people())
      .filter((p) => p.condition === 'TRABAJADOR' && !requested.has(p.personId))
      .slice(0, 4);
    const contract = (await requester.contracts()).find((c) => c.endDate >= isoDate(40));
    if (people.length < 4 || !contract)
      throw new Error('the demo data has no 4 workers without a request or no open contract');
    const ids: string[] = [];
    for (const [i, person] of people.entries()) {
      const body = {
        commandId: `e2e-del-${Date.now()}-${i}`,
        personId: person.personId,
        contractId: contract.contractId,
        startDate: isoDate(1),
        endDate: isoDate(30),
        reason: 'Prueba de eliminación',
        ...DEMO_REQUEST_PICKED,
      };
      ids.push((await requester.post<CommandResult>(API.submitRequest.path, body)).id);
    }
    const [single, bulkA, bulkB, attended] = ids as [string, string, string, string];
    await approver.post(API.approveRequest.path, {
      commandId: `e2e-apr-${Date.now()}`,
      requestId: attended,
    });

    const session = await signedInSession(suite.browser, suite.server.url, 'SOLICITANTE');
    const page = session.page;
    // the mass list mode (LM) has the ticks for a bulk removal
    await open(page, '/movilizacion/solicitudes?modo=LM', 'my-requests-grid');
    const badge = (id: string, status: string) =>
      page
        .getByTestId(`request-row-${id}`)
        .locator(`[data-testid="status-badge"][data-status="${status}"]`);
    await badge(attended, 'A').waitFor();
    expect(await page.getByTestId(`remove-${attended}`).count()).toBe(0);
    expect(await page.getByTestId(`select-${attended}`).isDisabled()).toBe(true);

    await page.getByTestId(`remove-${single}`).click();
    expect(await page.getByTestId('confirm-message').textContent()).toBe(
      '¿Eliminar la solicitud seleccionada?',
    );
    await page.getByTestId('confirm-yes').click();
    await badge(single, 'E').waitFor();
    expect(await badge(single, 'E').textContent()).toBe('Eliminada');

    await page.getByTestId(`select-${bulkA}`).check();
    await page.getByTestId(`select-${bulkB}`).check();
    expect(await page.getByTestId('remove-selected').textContent()).toContain(
      'Eliminar seleccionadas (2)',
    );
    await page.getByTestId('remove-selected').click();
    await page.getByTestId('confirm-yes').click();
    await badge(bulkA, 'E').waitFor();
    await badge(bulkB, 'E').waitFor();
    await screenshot(page, 'request-removal-es');
    await session.context.close();
  });
});

describe('a draft (Incompleta) saved, completed and sent (domain spec §3, §4)', () => {
  it('saves with person and contract only, then sends it from "Editar"; the same request turns Pendiente', async () => {
    const approver = await ApiClient.signIn(suite.server.url, 'APROBADOR');
    const requested = new Set((await approver.requests()).map((r) => r.personId));
    const person = (await approver.people()).find(
      (p) => p.condition === 'TRABAJADOR' && !requested.has(p.personId),
    );
    if (!person) throw new Error('the demo data has no worker without a request');
    const session = await signedInSession(suite.browser, suite.server.url, {
      username: 'SOLICITANTE',
      lang: 'en',
    });
    const page = session.page;
    await open(page, '/movilizacion/solicitudes', 'my-requests-grid');
    await page.getByTestId('new-request').click();
    await pickPerson(page, 'request-person-search', person);
    await page.getByTestId('request-contract').click();
    await page.getByRole('option').first().click();
    // the picked fields are saved with the draft and come back when it is completed
    await pickRequestFields(page);
    const saved = page.waitForResponse(
      (r) => r.url().includes(API.saveDraft.path) && r.request().method() === 'POST',
    );
    await page.getByTestId('request-save-draft').click();
    const draftId = (await resultOf<CommandResult>(saved)).id;
    const row = page.getByTestId(`request-row-${draftId}`);
    await row.locator('[data-testid="status-badge"][data-status="I"]').waitFor();
    expect(await row.locator('[data-testid="status-badge"]').textContent()).toBe('Incomplete');
    await screenshot(page, 'request-draft-en');

    await page.getByTestId(`edit-${draftId}`).click();
    await page.getByTestId('request-start').fill(isoDate(1));
    await page.getByTestId('request-end').fill(isoDate(20));
    await page.getByTestId('request-reason').fill('Draft completed in the browser test');
    await page.getByTestId('request-submit').click();
    await row.locator('[data-testid="status-badge"][data-status="P"]').waitFor();
    expect(await page.getByTestId(`edit-${draftId}`).count()).toBe(0);
    await session.context.close();
  });
});
