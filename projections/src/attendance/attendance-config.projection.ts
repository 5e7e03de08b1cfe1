import type {
  AttendanceEvent,
  AttendanceScheduleRow,
  CompanyAttendanceDoc,
  JustificationTypeRow,
  PersonAttendanceDoc,
  StoredEvent,
} from '@faena/contracts';
import { INSERTION_ORDER, type CollectionSpec } from '@faena/core';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type DocOf, type ProjectionContext } from '../runner/projection';

export const ATTENDANCE_SCHEDULES_COLLECTION = 'attendance_schedules_v1';
export const JUSTIFICATION_TYPES_COLLECTION = 'attendance_justification_types_v1';
export const ATTENDANCE_COMPANIES_COLLECTION = 'attendance_companies_v1';
export const ATTENDANCE_PEOPLE_COLLECTION = 'attendance_people_v1';
export type AttendanceScheduleView = DocOf<AttendanceScheduleRow>;
export type JustificationTypeView = DocOf<JustificationTypeRow>;
export type CompanyAttendanceView = DocOf<CompanyAttendanceDoc>;
export type PersonAttendanceView = DocOf<PersonAttendanceDoc>;

/** Every read filters by clientId. */
const byClient = (name: string, key: string): CollectionSpec => ({
  name,
  indexes: [
    ['clientId', INSERTION_ORDER],
    ['clientId', key],
  ],
});

/** A document id within the client: `<clientId>-<code>` or `<personId>-<clientId>`. */
export const attendanceDocId = (clientId: string, code: string) => `${clientId}-${code}`;
export const personAttendanceId = (personId: string, clientId: string) => `${personId}-${clientId}`;

/** The attendance configuration screens follow attendance:<clientId> (attendance administrators). */
const room = (clientId: string) => `attendance:${clientId}`;

type Subject = { personId: string; clientId: string; companyId: string };
const empty = ({ personId, clientId, companyId }: Subject): PersonAttendanceView => ({
  personId,
  clientId,
  companyId,
  assignments: [],
  justifications: [],
  version: 0,
});

/** Applies one change to a person's document at a client (created on its first event). */
function person<D extends Subject>(
  change: (data: D, doc: PersonAttendanceView) => Partial<PersonAttendanceView>,
) {
  return async (event: StoredEvent<D>, ctx: ProjectionContext) => {
    const id = personAttendanceId(event.data.personId, event.data.clientId);
    const doc =
      (await ctx.get<PersonAttendanceView>(ATTENDANCE_PEOPLE_COLLECTION, id)) ?? empty(event.data);
    const next = {
      ...doc,
      ...change(event.data, doc),
      companyId: event.data.companyId,
      version: ctx.position,
    };
    ctx.put(ATTENDANCE_PEOPLE_COLLECTION, id, next);
    ctx.notify(room(next.clientId), 'attendance.changed', next);
  };
}
const ownPerson = ({ data }: { data: Subject }) => [
  [ATTENDANCE_PEOPLE_COLLECTION, personAttendanceId(data.personId, data.clientId)] as const,
];
const byDate = (a: { date: string }, b: { date: string }) => a.date.localeCompare(b.date);

/**
 * attendance-config.v1: the client's schedules and justification types (one row per code, the
 * last snapshot), each company's payroll groups and special conditions, and each person's
 * assignments (in start order) and justifications in force (a withdrawn one leaves).
 */
export const attendanceConfigProjection = defineProjection({
  name: 'attendance-config.v1',
  collections: [
    byClient(ATTENDANCE_SCHEDULES_COLLECTION, 'code'),
    byClient(JUSTIFICATION_TYPES_COLLECTION, 'code'),
    byClient(ATTENDANCE_COMPANIES_COLLECTION, 'companyId'),
    byClient(ATTENDANCE_PEOPLE_COLLECTION, 'personId'),
  ],
  ...handlersOf<AttendanceEvent>(
    {
      'attendance.ScheduleSaved': ({ data }, ctx) => {
        const scheduleId = attendanceDocId(data.clientId, data.code);
        const row: AttendanceScheduleView = { scheduleId, ...data, version: ctx.position };
        ctx.put(ATTENDANCE_SCHEDULES_COLLECTION, scheduleId, row);
        ctx.notify(room(data.clientId), 'attendance.changed', row);
      },
      'attendance.JustificationTypeSaved': ({ data }, ctx) => {
        const typeId = attendanceDocId(data.clientId, data.code);
        const row: JustificationTypeView = { typeId, ...data, version: ctx.position };
        ctx.put(JUSTIFICATION_TYPES_COLLECTION, typeId, row);
        ctx.notify(room(data.clientId), 'attendance.changed', row);
      },
      'attendance.CompanyConfigured': ({ data }, ctx) => {
        const row: CompanyAttendanceView = { ...data, version: ctx.position };
        ctx.put(ATTENDANCE_COMPANIES_COLLECTION, data.companyId, row);
        ctx.notify(room(data.clientId), 'attendance.changed', row);
      },
      'attendance.PersonAssigned': person(
        ({ personId: _p, clientId: _c, companyId: _o, ...assignment }, doc) => ({
          assignments: [...doc.assignments, assignment].sort((a, b) =>
            a.startDate.localeCompare(b.startDate),
          ),
        }),
      ),
      'attendance.JustificationApplied': person(
        ({ personId: _p, clientId: _c, companyId: _o, ...applied }, doc) => ({
          justifications: [...doc.justifications, applied].sort(byDate),
        }),
      ),
      'attendance.JustificationWithdrawn': person(({ justificationId }, doc) => ({
        justifications: doc.justifications.filter((j) => j.justificationId !== justificationId),
      })),
    },
    {
      'attendance.PersonAssigned': ownPerson,
      'attendance.JustificationApplied': ownPerson,
      'attendance.JustificationWithdrawn': ownPerson,
    },
  ),
});
