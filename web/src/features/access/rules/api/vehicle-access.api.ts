import { API, type GridPage, type VehicleRequestRow, type VehicleRow } from '@faena/contracts';
import type { GridParams } from '../../../../components/ui/grid-query';
import { http } from '../../../../lib/http';

/** A vehicle's accreditation as of a day: its latest approved period, current or over. */
export type VehicleAccreditation =
  { status: 'current' | 'expired'; startDate: string; endDate: string } | { status: 'none' };

/** A vehicle of the list with its accreditation on the day. */
export type VehicleAccessRow = VehicleRow & { accreditation: VehicleAccreditation };

/** The accreditation of a vehicle on a day, from its latest approved request (by end date). */
export async function vehicleAccreditation(
  plate: string,
  on: string,
): Promise<VehicleAccreditation> {
  const page = await http.get<GridPage<VehicleRequestRow>>(API.listVehicleRequests.path, {
    skip: 0,
    take: 1,
    sort: JSON.stringify([{ selector: 'endDate', desc: true }]),
    filter: JSON.stringify([['plate', '=', plate], 'and', ['status', '=', 'A']]),
  });
  const latest = page.data[0];
  if (!latest) return { status: 'none' };
  const { startDate, endDate } = latest;
  return { status: startDate <= on && on <= endDate ? 'current' : 'expired', startDate, endDate };
}

/** The client's vehicles (the vehicles read, with the grid's paging and filters) and their accreditation. */
export const vehicleAccessPages =
  (on: string) =>
  async (params: GridParams & { afterPosition?: number }): Promise<GridPage<VehicleAccessRow>> => {
    const page = await http.get<GridPage<VehicleRow>>(API.listVehicles.path, {
      skip: params.skip,
      take: params.take,
      sort: params.sort,
      filter: params.filter,
    });
    const data = await Promise.all(
      page.data.map(async (v, i) => ({
        ...v,
        RowIndex: params.skip + i + 1,
        accreditation: await vehicleAccreditation(v.plate, on),
      })),
    );
    return { totalCount: page.totalCount, data };
  };
