import { API, type CommandResult, type DemobilizationRow, type GridPage } from '@faena/contracts';
import { ApiClient } from './support/api';
import { open, screenshot, signedInSession } from './support/browser';
import { browserSuite } from './support/suite';

jest.setTimeout(150_000);

const suite = browserSuite();
const isoDate = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

describe("the demobilization queue's ticked bulk approve", () => {
  it('approves the ticked demobilizations together and leaves the others pending', async () => {
    const reader = await ApiClient.signIn(suite.server.url, 'APROBADOR');
    const queue = async (afterPosition?: number) =>
      (
        await reader.get<GridPage<DemobilizationRow>>(API.listDemobilizations.path, {
          skip: 0,
          take: 1000,
          ...(afterPosition === undefined ? {} : { afterPosition }),
        })
      ).data;
    // three accredited workers without a demobilization (the demo seeds two)
    const demobilized = new Set((await queue()).map((d) => d.personId));
    const workers = (await reader.requests())
      .filter(
        (r) =>
          r.status === 'A' &&
          r.startDate <= isoDate(0) &&
          r.endDate >= isoDate(5) &&
          !demobilized.has(r.personId),
      )
      .filter((r, i, all) => all.findIndex((x) => x.personId === r.personId) === i)
      .slice(0, 3);
    if (workers.length < 3) throw new Error('the demo data lacks three workers to demobilize');
    const requester = await ApiClient.signIn(suite.server.url, 'SOLICITANTE');
    let last: CommandResult | null = null;
    for (const [i, w] of workers.entries())
      last = await requester.post<CommandResult>(API.registerDemobilization.path, {
        commandId: `e2e-qba-${Date.now()}-${i}`,
        personId: w.personId,
        cessationReason: 'FIN-CONTRATO',
        cessationDate: isoDate(2),
        observation: 'Fin de contrato (aprobación en bloque)',
      });
    const pending = (await queue(last!.position)).filter(
      (d) => d.status === 'P' && workers.some((w) => w.personId === d.personId),
    );
    expect(pending).toHaveLength(3);
    const [first, second, untouched] = pending as unknown as [
      DemobilizationRow,
      DemobilizationRow,
      DemobilizationRow,
    ];

    const { page } = await signedInSession(suite.browser, suite.server.url, 'APROBADOR');
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, '/desmovilizacion/aprobaciones', 'demobilization-queue-grid');
    const approve = page.getByTestId('queue-approve-selected');
    expect(await approve.isDisabled()).toBe(true);
    await page.getByTestId(`select-${first.demobilizationId}`).check();
    await page.getByTestId(`select-${second.demobilizationId}`).check();
    await approve.click();
    const result = page.getByTestId('queue-approve-result');
    await result.waitFor();
    expect(await result.textContent()).toContain(first.code);
    expect(await result.textContent()).toContain(second.code);
    await screenshot(page, 'queue-bulk-approve-1-done-es');

    // the two ticked are Aprobada, the third still waits; the ticks are cleared
    const after = await queue();
    const statusOf = (id: string) => after.find((d) => d.demobilizationId === id)?.status;
    expect(statusOf(first.demobilizationId)).toBe('A');
    expect(statusOf(second.demobilizationId)).toBe('A');
    expect(statusOf(untouched.demobilizationId)).toBe('P');
    await page.getByTestId(`select-${first.demobilizationId}`).waitFor({ state: 'detached' });
    expect(await approve.isDisabled()).toBe(true);
  });
});
