import { API, type CommandResult, type GridPage, type VisitRow } from '@faena/contracts';
import { ApiClient } from './support/api';
import { open, screenshot, signedInSession, resultOf } from './support/browser';
import { markDocument, stillSameDocument } from './support/no-reload';
import { browserSuite } from './support/suite';

jest.setTimeout(150_000);

const suite = browserSuite();
/** A document nobody holds yet (the visitor is registered on the fly with condition VISITA). */
const VISITOR_DOC = `78${String(Date.now()).slice(-6)}`;
const COMMENT = 'Indique el motivo exacto de la visita';

const scrollWidth = () =>
  (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
    .documentElement.scrollWidth;
const isoDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('an observed visit corrected by its requester (POST /api/AcreditacionVisita/corregir)', () => {
  it("shows the approver's comment, sends the correction, the visit is pending again, then approved live", async () => {
    const admin = await ApiClient.signIn(suite.server.url, 'ADMIN');
    const host = (await admin.people()).find(
      (p) => p.condition === 'TRABAJADOR' && p.companyId === 'EMP-MINERA-ANDINA',
    );
    if (!host) throw new Error('the demo data has no worker of the client');
    // the requester submits and the approver observes it (the data the test is not about)
    const requesterApi = await ApiClient.signIn(suite.server.url, 'SOLICITANTE');
    const submitted = await requesterApi.post<CommandResult & { code: string }>(
      API.submitVisit.path,
      {
        commandId: `e2e-vc-${Date.now()}`,
        hostId: host.personId,
        visitors: [
          {
            documentType: 'DNI',
            documentNumber: VISITOR_DOC,
            names: 'Elena',
            surnames: 'Prado Vera',
          },
        ],
        zoneIds: ['ZON-GARITA'],
        startDate: isoDay(1),
        endDate: isoDay(2),
        observation: 'Auditoría',
      },
    );
    const visitId = submitted.id;
    const approverApi = await ApiClient.signIn(suite.server.url, 'APROBADOR');
    const observed = await approverApi.post<CommandResult>(API.observeVisit.path, {
      commandId: `e2e-vo-${Date.now()}`,
      visitId,
      comment: COMMENT,
    });
    const visit = async (afterPosition: number) =>
      (
        await requesterApi.get<GridPage<VisitRow>>(API.listVisits.path, {
          skip: 0,
          take: 50,
          sort: JSON.stringify([{ selector: 'requestedAt', desc: true }]),
          afterPosition,
        })
      ).data.find((v) => v.visitId === visitId);
    expect((await visit(observed.position))?.status).toBe('O');

    const { page } = await signedInSession(suite.browser, suite.server.url, 'SOLICITANTE');
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, '/movilizacion/visitas', 'my-visits-grid');
    await page.getByTestId(`correct-visit-${visitId}`).click();
    await page.getByTestId('correct-visit-form').waitFor();
    expect(await page.getByTestId('correct-visit-comment').textContent()).toContain(COMMENT);
    await page.getByTestId('correct-visit-observation').fill('Auditoría de seguridad del tajo');
    await screenshot(page, 'visit-correct-1-form-es');
    const answer = page.waitForResponse(
      (r) => r.url().includes(API.correctVisit.path) && r.request().method() === 'POST',
    );
    await page.getByTestId('correct-visit-submit').click();
    const corrected = { result: await resultOf<CommandResult>(answer) };
    await page.getByTestId('correct-visit-form').waitFor({ state: 'detached' });
    // back to Pendiente with the new observation; nothing to correct any more
    const after = await visit(corrected.result.position);
    expect(after).toMatchObject({ status: 'P', observation: 'Auditoría de seguridad del tajo' });
    await page.getByTestId(`correct-visit-${visitId}`).waitFor({ state: 'detached' });

    // T: the visits as cards; Ver opens the detail (visitor, zone by name, days, history)
    await page.getByTestId('mode-T').click();
    await page.getByTestId('grid-cards').waitFor();
    expect(page.url()).toContain('modo=T');
    await page.getByTestId(`view-visit-${submitted.code}`).click();
    const detail = page.getByTestId('visit-detail');
    await detail.locator('[data-event="VisitCorrected"]').waitFor();
    const entries = await detail.locator('[data-event]').all();
    const events = await Promise.all(entries.map((e) => e.getAttribute('data-event')));
    expect(events).toEqual(['VisitRequested', 'VisitObserved', 'VisitCorrected']);
    const visitor = detail.getByTestId(`visit-detail-visitor-${VISITOR_DOC}`);
    expect(await visitor.textContent()).toContain('Elena Prado Vera');
    expect(await visitor.textContent()).toContain('Minera Andina');
    expect(await detail.getByTestId('visit-detail-zones').textContent()).toBe('Garita Principal');
    expect(await detail.getByTestId('visit-detail-host').textContent()).toBe(after?.hostName);
    expect(await detail.textContent()).toContain(COMMENT);
    await screenshot(page, 'visit-correct-3-detail-es');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    // the requester's visits follow the approver (room visit-requester:<username>): the card turns
    // Aprobada without a reload
    await markDocument(page);
    const card = page.getByTestId(`visit-row-${visitId}`);
    expect(await card.getByTestId('status-badge').getAttribute('data-status')).toBe('P');
    await approverApi.post<CommandResult>(API.approveVisit.path, {
      commandId: `e2e-va-${Date.now()}`,
      visitId,
      comment: '',
    });
    await card.locator('[data-testid="status-badge"][data-status="A"]').waitFor();
    expect(await card.getByTestId('status-badge').textContent()).toBe('Aprobada');
    expect(await stillSameDocument(page)).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'visit-correct-2-phone-es');
    await page.getByTestId(`view-visit-${submitted.code}`).click();
    const phoneDetail = page.getByTestId('visit-detail');
    await phoneDetail.locator('[data-event="VisitCorrected"]').waitFor();
    // the drawer slides in: once it has, it fits the phone's width
    const fits = async () => {
      const box = await phoneDetail.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 390;
    };
    for (let i = 0; i < 30 && !(await fits()); i += 1) await page.waitForTimeout(100);
    expect(await fits()).toBe(true);
    expect(await page.evaluate(scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'visit-correct-4-detail-phone-es');
  });
});
