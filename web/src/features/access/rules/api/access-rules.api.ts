import {
  API,
  CommandResultSchema,
  GroupsAnswerSchema,
  PersonAccessPageSchema,
  ProfilesAnswerSchema,
  SchedulesAnswerSchema,
  catalogPath,
  type AssignProfileBody,
  type CatalogItemRow,
  type EndProfileBody,
  type ProfileRow,
  type SaveProfileBody,
  type AddRestrictionBody,
  type AssignGroupBody,
  type GrantExemptionBody,
  type GridPage,
  type GroupRow,
  type PersonAccessRow,
  type SaveGroupBody,
  type SaveScheduleBody,
  type ScheduleRow,
  type ZoneRow,
} from '@faena/contracts';
import type { GridParams } from '../../../../components/ui/grid-query';
import { http } from '../../../../lib/http';

const command = (path: string) => (body: object) =>
  http.post<unknown>(path, body).then((r) => CommandResultSchema.parse(r));

export const listSchedules = (afterPosition?: number): Promise<ScheduleRow[]> =>
  http
    .get<unknown>(API.listSchedules.path, { afterPosition })
    .then((r) => SchedulesAnswerSchema.parse(r));
export const listGroups = (afterPosition?: number): Promise<GroupRow[]> =>
  http
    .get<unknown>(API.listGroups.path, { afterPosition })
    .then((r) => GroupsAnswerSchema.parse(r));
export const listProfiles = (afterPosition?: number): Promise<ProfileRow[]> =>
  http
    .get<unknown>(API.listProfiles.path, { afterPosition })
    .then((r) => ProfilesAnswerSchema.parse(r));
export const listZones = (): Promise<ZoneRow[]> => http.get<ZoneRow[]>(API.zoneOccupancy.path);

export const saveSchedule = (mode: 'define' | 'update', body: SaveScheduleBody) =>
  command(mode === 'define' ? API.defineSchedule.path : API.updateSchedule.path)(body);
export const saveGroup = (mode: 'define' | 'update', body: SaveGroupBody) =>
  command(mode === 'define' ? API.defineGroup.path : API.updateGroup.path)(body);
export const saveProfile = (mode: 'define' | 'update', body: SaveProfileBody) =>
  command(mode === 'define' ? API.defineProfile.path : API.updateProfile.path)(body);
export const assignProfile = (body: AssignProfileBody) => command(API.assignProfile.path)(body);
export const endProfile = (body: EndProfileBody) => command(API.endProfile.path)(body);
export const unassignGroup = command(API.unassignGroup.path);
export const assignGroup = (body: AssignGroupBody) => command(API.assignGroup.path)(body);
export const addRestriction = (body: AddRestrictionBody) => command(API.addRestriction.path)(body);
export const removeRestriction = command(API.removeRestriction.path);
export const setRestrictionActive = command(API.setRestrictionActive.path);
export const grantExemption = (body: GrantExemptionBody) => command(API.grantExemption.path)(body);
export const revokeExemption = command(API.revokeExemption.path);

/** A whole list as the grid's pages (the lists are one client's configuration: small). */
export const pagesOf =
  <T>(load: (afterPosition?: number) => Promise<T[]>) =>
  async (params: GridParams & { afterPosition?: number }): Promise<GridPage<T>> => {
    const rows = await load(params.afterPosition);
    const page = rows.slice(params.skip, params.skip + params.take);
    return {
      totalCount: rows.length,
      data: page.map((r, i) => ({ ...r, RowIndex: params.skip + i + 1 })),
    };
  };

/** The person listing with the spec's group filter (1 all, 2 current, 3 expired, 4 without). */
export const personAccessPages =
  (groupFilter: string, text: string) =>
  async (params: GridParams & { afterPosition?: number }): Promise<GridPage<PersonAccessRow>> => {
    const page = PersonAccessPageSchema.parse(
      await http.get<unknown>(API.listPersonAccess.path, {
        groupFilter,
        text: text || undefined,
        skip: params.skip,
        take: params.take,
        afterPosition: params.afterPosition,
      }),
    );
    return {
      totalCount: page.totalCount,
      data: page.data.map((r, i) => ({ ...r, RowIndex: params.skip + i + 1 })),
    };
  };

/** The active items of a global catalogue (restriction-types, exemption-types) as choices. */
export async function catalogChoices(
  catalogId: 'restriction-types' | 'exemption-types',
): Promise<Array<{ value: string; label: string }>> {
  const page = await http.get<GridPage<CatalogItemRow>>(catalogPath('catalogGrid', catalogId), {
    skip: 0,
    take: 200,
    filter: JSON.stringify(['active', '=', 'S']),
  });
  return page.data.map((item) => ({
    value: item.code,
    label: `${item.code} · ${String(item['description'] ?? '')}`,
  }));
}
