import { ApiClient } from './support/api';
import { open, pickPerson, screenshot, signedInSession } from './support/browser';
import { markDocument, stillSameDocument } from './support/no-reload';
import { browserSuite } from './support/suite';

/** Browser steps wait for live pushes; the project-level testTimeout does not reach here. */
jest.setTimeout(120_000);

const suite = browserSuite();

describe('the seat map of a trip', () => {
  it('turns a seat reserved in one browser taken in the other', async () => {
    const api = await ApiClient.signIn(suite.server.url, 'SOLICITANTE');
    const trips = await api.trips();
    const trip = trips[0];
    if (!trip) throw new Error('the demo data has no trip');
    const sameDay = await Promise.all(
      trips.filter((t) => t.date === trip.date).map((t) => api.trip(t.tripId)),
    );
    const seated = new Set(
      sameDay.flatMap((t) => t.seats.filter((s) => s.personId).map((s) => s.personId)),
    );
    const takenSeats = new Set(
      sameDay
        .find((t) => t.tripId === trip.tripId)
        ?.seats.filter((s) => s.personId)
        .map((s) => s.seat),
    );
    const seat = Array.from({ length: trip.capacity }, (_, i) => i + 1).find(
      (n) => !takenSeats.has(n),
    );
    const clientId = api.login.user.profile.clientId;
    const worker = (await api.people()).find(
      (p) => p.accreditedClients.includes(clientId) && !seated.has(p.personId),
    );
    if (!seat || !worker)
      throw new Error('no free seat or no enabled worker without a seat in the demo data');
    console.log(
      `reserving seat ${seat} of ${trip.tripId} for ${worker.fullName} (${worker.personId})`,
    );

    const viewer = await signedInSession(suite.browser, suite.server.url, {
      username: 'AUDITOR',
      lang: 'en',
    });
    await open(viewer.page, `/transporte/asientos/${trip.tripId}`, 'seat-map');
    await viewer.page.getByTestId('live-badge').waitFor();
    await markDocument(viewer.page);
    const seatInViewer = viewer.page.locator(`[data-testid="seat-${seat}"]`);
    expect(await seatInViewer.getAttribute('data-taken')).toBe('false');

    const booker = await signedInSession(suite.browser, suite.server.url, 'SOLICITANTE');
    await open(booker.page, `/transporte/asientos/${trip.tripId}`, 'seat-map');
    await booker.page.getByTestId(`seat-${seat}`).click();
    await pickPerson(booker.page, 'seat-person-search', worker);
    await screenshot(booker.page, 'seat-1-reserve-es');
    await booker.page.getByTestId('seat-reserve').click();
    await booker.page.locator(`[data-testid="seat-${seat}"][data-taken="true"]`).waitFor();

    await viewer.page.locator(`[data-testid="seat-${seat}"][data-taken="true"]`).waitFor();
    expect(await stillSameDocument(viewer.page)).toBe(true);
    await screenshot(viewer.page, 'seat-2-viewer-en');
    await screenshot(booker.page, 'seat-3-booker-es');

    await booker.context.close();
    await viewer.context.close();
  });
});
