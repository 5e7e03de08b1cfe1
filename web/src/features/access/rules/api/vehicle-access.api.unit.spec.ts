import { API } from '@faena/contracts';
import { jsonResponse, urlText } from '../../../../test/fetch';
import { vehicleAccessPages, vehicleAccreditation } from './vehicle-access.api';

/** The latest approved request of each plate, as the requests read answers it. */
const approved: Record<string, { startDate: string; endDate: string } | undefined> = {
  'ABC-123': { startDate: '2026-01-01', endDate: '2026-12-31' },
  'OLD-001': { startDate: '2025-01-01', endDate: '2025-06-30' },
};
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
    const url = decodeURIComponent(urlText(input));
    asked.push(url);
    if (url.includes(API.listVehicleRequests.path)) {
      const plate = /\["plate","=","([^"]+)"\]/.exec(url)?.[1] ?? '';
      const row = approved[plate];
      return Promise.resolve(
        jsonResponse(200, { result: { totalCount: row ? 1 : 0, data: row ? [row] : [] } }),
      );
    }
    if (url.includes(API.listVehicles.path))
      return Promise.resolve(
        jsonResponse(200, {
          result: {
            totalCount: 3,
            data: ['ABC-123', 'OLD-001', 'NEW-999'].map((plate, i) => ({
              vehicleId: `V${i}`,
              plate,
              companyId: 'C',
              companyName: 'Andes',
            })),
          },
        }),
      );
    return Promise.resolve(jsonResponse(404, {}));
  });
});

describe("a vehicle's accreditation on a day", () => {
  it('is current inside its latest approved period, expired after it, none without one', async () => {
    expect(await vehicleAccreditation('ABC-123', '2026-11-27')).toEqual({
      status: 'current',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    expect(await vehicleAccreditation('OLD-001', '2026-11-27')).toMatchObject({
      status: 'expired',
      endDate: '2025-06-30',
    });
    expect(await vehicleAccreditation('NEW-999', '2026-11-27')).toEqual({ status: 'none' });
    // asks only approved requests of the plate, the latest end first
    expect(asked[0]).toContain('["status","=","A"]');
    expect(asked[0]).toContain('"selector":"endDate","desc":true');
  });

  it("joins each listed vehicle's accreditation to the grid's page", async () => {
    const page = await vehicleAccessPages('2026-11-27')({ skip: 0, take: 10, sort: '[]' });
    expect(page.totalCount).toBe(3);
    expect(page.data.map((r) => [r.plate, r.accreditation.status])).toEqual([
      ['ABC-123', 'current'],
      ['OLD-001', 'expired'],
      ['NEW-999', 'none'],
    ]);
  });
});
