import {
  DomainError,
  ValidationError,
  type AccessGroup,
  type AccessGroupEvent,
  type SaveGroupBody,
} from '@faena/contracts';

/** A client's access groups by code (access.groups-<clientId>): zones × schedules, with a validity. */
export type Groups = Readonly<Record<string, AccessGroup>>;
export const initialGroups = (): Groups => ({});
export const evolveGroups = (state: Groups, e: AccessGroupEvent): Groups => ({
  ...state,
  [e.data.code]: e.data,
});

/** What the handler knows of the client: its zone ids and schedule codes. */
export interface GroupRefs {
  zoneIds: ReadonlySet<string>;
  scheduleCodes: ReadonlySet<string>;
}
type Input = SaveGroupBody & { clientId: string };

/** in the event schema's key order, so an unchanged snapshot compares equal to the stored one */
function snapshot(g: Input, refs: GroupRefs): AccessGroup {
  const issues = [
    ...g.zoneIds.flatMap((z, i) =>
      refs.zoneIds.has(z) ? [] : [{ path: `zoneIds.${i}`, message: 'access:rules.zoneUnknown' }],
    ),
    ...g.scheduleCodes.flatMap((c, i) =>
      refs.scheduleCodes.has(c)
        ? []
        : [{ path: `scheduleCodes.${i}`, message: 'access:rules.scheduleUnknown' }],
    ),
  ];
  if (issues.length > 0) throw new ValidationError(issues);
  const { clientId, code, name, startDate, endDate } = g;
  const zoneIds = [...new Set(g.zoneIds)];
  return {
    clientId,
    code,
    name,
    zoneIds,
    scheduleCodes: [...new Set(g.scheduleCodes)],
    startDate,
    endDate,
  };
}

export function defineGroup(input: Input, refs: GroupRefs, state: Groups): AccessGroupEvent[] {
  if (state[input.code]) throw new DomainError('access.groupCodeTaken');
  return [{ type: 'access.GroupDefined', data: snapshot(input, refs) }];
}

export function updateGroup(input: Input, refs: GroupRefs, state: Groups): AccessGroupEvent[] {
  const current = state[input.code];
  if (!current) throw new DomainError('access.groupNotFound');
  const next = snapshot(input, refs);
  return JSON.stringify(next) === JSON.stringify(current)
    ? []
    : [{ type: 'access.GroupUpdated', data: next }];
}
