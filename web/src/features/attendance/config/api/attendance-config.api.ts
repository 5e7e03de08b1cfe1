import {
  API,
  AttendanceCompaniesAnswerSchema,
  AttendancePeoplePageSchema,
  AttendanceSchedulesAnswerSchema,
  catalogPath,
  CommandResultSchema,
  JustificationTypesAnswerSchema,
  type ApplyJustificationBody,
  type AssignPersonAttendanceBody,
  type AttendanceCompanyRow,
  type AttendancePersonRow,
  type AttendanceScheduleRow,
  type CatalogItemRow,
  type CommandResult,
  type GridPage,
  type JustificationTypeRow,
  type SaveAttendanceScheduleBody,
  type SaveCompanyAttendanceBody,
  type SaveJustificationTypeBody,
  type WithdrawJustificationBody,
} from '@faena/contracts';
import type { GridParams } from '../../../../components/ui/grid-query';
import { http } from '../../../../lib/http';

type Send<B> = (body: B) => Promise<CommandResult>;
const command = (path: string) => (body: object) =>
  http.post<unknown>(path, body).then((r) => CommandResultSchema.parse(r));

export const listAttendanceSchedules = (afterPosition?: number): Promise<AttendanceScheduleRow[]> =>
  http
    .get<unknown>(API.listAttendanceSchedules.path, { afterPosition })
    .then((r) => AttendanceSchedulesAnswerSchema.parse(r));
export const listJustificationTypes = (afterPosition?: number): Promise<JustificationTypeRow[]> =>
  http
    .get<unknown>(API.listJustificationTypes.path, { afterPosition })
    .then((r) => JustificationTypesAnswerSchema.parse(r));
export const listAttendanceCompanies = (afterPosition?: number): Promise<AttendanceCompanyRow[]> =>
  http
    .get<unknown>(API.listAttendanceCompanies.path, { afterPosition })
    .then((r) => AttendanceCompaniesAnswerSchema.parse(r));

export const saveAttendanceSchedule = (
  mode: 'define' | 'update',
  body: SaveAttendanceScheduleBody,
) =>
  command(
    mode === 'define' ? API.defineAttendanceSchedule.path : API.updateAttendanceSchedule.path,
  )(body);
export const saveJustificationType = (mode: 'define' | 'update', body: SaveJustificationTypeBody) =>
  command(mode === 'define' ? API.defineJustificationType.path : API.updateJustificationType.path)(
    body,
  );
export const configureCompany: Send<SaveCompanyAttendanceBody> = command(
  API.configureAttendanceCompany.path,
);
export const assignPerson: Send<AssignPersonAttendanceBody> = command(
  API.assignPersonAttendance.path,
);
export const applyJustification: Send<ApplyJustificationBody> = command(
  API.applyJustification.path,
);
export const withdrawJustification: Send<WithdrawJustificationBody> = command(
  API.withdrawJustification.path,
);

/** The client's active regimes (the `regimes` catalogue: code, description, work × rest days). */
export async function listRegimes(): Promise<Array<{ value: string; label: string }>> {
  const page = await http.get<GridPage<CatalogItemRow>>(catalogPath('catalogGrid', 'regimes'), {
    skip: 0,
    take: 200,
    filter: JSON.stringify(['active', '=', 'S']),
  });
  return page.data.map((r) => ({
    value: r.code,
    label: `${r.code} · ${String(r['description'] ?? '')}`,
  }));
}

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

/** The people of the companies that control attendance (by company and name or document). */
export const attendancePeoplePages =
  (companyId: string | null, text: string) =>
  async (
    params: GridParams & { afterPosition?: number },
  ): Promise<GridPage<AttendancePersonRow>> => {
    const page = AttendancePeoplePageSchema.parse(
      await http.get<unknown>(API.listAttendancePeople.path, {
        companyId: companyId ?? undefined,
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
