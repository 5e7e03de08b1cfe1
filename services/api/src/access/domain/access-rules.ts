import type { AccessGroup, DenyReason, Direction, Exemption, Restriction } from '@faena/contracts';
import type { Groups } from './access-groups.decider';
import type { Profiles } from './access-profiles.decider';
import type { Schedules } from './access-schedules.decider';
import type { PersonAccessRules } from './person-access-rules.decider';

/** The site-time moment of a mark: calendar date, time of day (HH:mm) and ISO weekday (1 Mon … 7 Sun). */
export interface Moment {
  date: string;
  time: string;
  weekday: number;
}

/**
 * Groups and schedules. A client with no access group at all has not configured groups: the rule
 * does not apply there (accreditation alone decides, as before issue 20). Once it has one, the
 * person needs a membership current on the date, in a group current on the date that includes
 * the zone, with a schedule current on the date whose interval holds the weekday and the time
 * (from inclusive, to exclusive). noGroup: no such membership for the zone; outsideSchedule: one
 * exists but none of its schedules covers the moment. A person is in a group when it is their own
 * (a current membership) or a group of their profile (see profileGroupCodes).
 */
export function groupDenial(
  facts: { groups: Groups; schedules: Schedules; rules: PersonAccessRules; profiles?: Profiles },
  zoneId: string,
  at: Moment,
): DenyReason | null {
  if (Object.keys(facts.groups).length === 0) return null;
  const current = (p: { startDate: string; endDate: string }) =>
    p.startDate <= at.date && at.date <= p.endDate;
  const own = Object.entries(facts.rules.groups)
    .filter(([, membership]) => current(membership))
    .map(([code]) => code);
  const codes = new Set([...own, ...profileGroupCodes(facts, at.date)]);
  const groups = [...codes]
    .map((code) => facts.groups[code])
    .filter((g): g is AccessGroup => g !== undefined && current(g) && g.zoneIds.includes(zoneId));
  if (groups.length === 0) return 'noGroup';
  const covered = groups.some((g) =>
    g.scheduleCodes.some((code) => {
      const s = facts.schedules[code];
      return (
        s !== undefined &&
        current(s) &&
        s.intervals.some((i) => i.days.includes(at.weekday) && i.from <= at.time && at.time < i.to)
      );
    }),
  );
  return covered ? null : 'outsideSchedule';
}

/**
 * The groups the person's profile grants on the date: the profile assignment is current (start ≤
 * date ≤ end) and the profile exists and is active; else none.
 */
export function profileGroupCodes(
  facts: { rules: PersonAccessRules; profiles?: Profiles },
  date: string,
): string[] {
  const held = facts.rules.profile;
  if (!held || date < held.startDate || held.endDate < date) return [];
  const profile = facts.profiles?.[held.profileCode];
  return profile?.active ? profile.groupCodes : [];
}

/**
 * An active restriction of the zone (all its doors, or the one door) whose period holds the
 * moment: full-day from the start date's 00:00 to the end date's 24:00, else from start date and
 * time to end date and time (site time, the end exclusive).
 */
export function isRestricted(
  restrictions: Readonly<Record<string, Restriction>>,
  place: { zoneId: string; doorId: string },
  at: Moment,
): boolean {
  const now = `${at.date}T${at.time}`;
  return Object.values(restrictions).some((r) => {
    if (!restrictsPlace(r, place)) return false;
    const start = `${r.startDate}T${r.fullDay ? '00:00' : (r.startTime ?? '00:00')}`;
    const end = `${r.endDate}T${r.fullDay ? '24:00' : (r.endTime ?? '24:00')}`;
    return start <= now && now < end;
  });
}

/** An active restriction of the zone, on all its doors or on this one. */
const restrictsPlace = (r: Restriction, place: { zoneId: string; doorId: string }): boolean =>
  r.active && r.zoneId === place.zoneId && (r.doorId === null || r.doorId === place.doorId);

/** The requirement codes exempted for the person on the date. */
export const exemptedOn = (
  exemptions: Readonly<Record<string, Exemption>>,
  date: string,
): ReadonlySet<string> =>
  new Set(
    Object.values(exemptions)
      .filter((x) => x.startDate <= date && date <= x.endDate)
      .map((x) => x.requirementCode),
  );

/**
 * Capacity counts entries only: an exit always passes. `occupancy` is the zones read model's
 * figure when the mark was decided (null: unknown, e.g. not projected yet); it may trail the
 * latest marks by the projection's lag, so a burst at a nearly full zone can pass a few over.
 * A capacity of 0 or less means the zone has no limit.
 */
export const isFull = (capacity: number, occupancy: number | null, direction: Direction) =>
  direction === 'E' && capacity > 0 && occupancy !== null && occupancy >= capacity;
