import {
  DomainError,
  ValidationError,
  type ZoneEvent,
  type ZoneFields,
  type ZoneNamed,
  type ZoneRegistered,
  type ZoneUpdated,
} from '@faena/contracts';

/** A zone as its stream (access.zone-<zoneId>) folds: the registration snapshot, kept current. */
export type Zone = ZoneRegistered['data'];

/**
 * Folds a zone's events: the registration, then each configuration edit (ZoneUpdated carries the
 * whole configuration but not the doors) and each door added or edited. The door decision and the
 * vehicle door decision fold the zone with this same function.
 */
export function evolveZone(state: Zone | null, e: ZoneEvent): Zone | null {
  switch (e.type) {
    case 'access.ZoneRegistered':
      return e.data;
    case 'access.ZoneUpdated': {
      if (!state) return state;
      const { changedBy: _by, ...config } = e.data;
      return { ...config, doors: state.doors };
    }
    case 'access.DoorAdded':
    case 'access.DoorUpdated': {
      if (!state) return state;
      const door = {
        doorId: e.data.doorId,
        name: e.data.name,
        type: e.data.type,
        active: e.data.active,
      };
      const known = state.doors.some((d) => d.doorId === door.doorId);
      return {
        ...state,
        doors: known
          ? state.doors.map((d) => (d.doorId === door.doorId ? door : d))
          : [...state.doors, door],
      };
    }
    default:
      return state;
  }
}

/** Deep equality of plain data, whatever the order of the keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => k in rb && sameValue(ra[k], rb[k]));
}

export const sameName = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), 'es', { sensitivity: 'accent' }) === 0;

export interface ZoneCommand {
  zoneId: string;
  /** the caller's client: a zone of another client is unknown to them */
  clientId: string;
  userId: string;
  fields: ZoneFields;
  /** what the zone may name: the requirement types' codes, and the people the client sees */
  known: { requirementCodes: ReadonlySet<string>; personIds: ReadonlySet<string> };
}

/** The zone names only requirement types that exist and people of its client (the first unknown one, by field). */
function refuseUnknown({ fields, known }: ZoneCommand): void {
  const code = fields.requirementCodes.findIndex((c) => !known.requirementCodes.has(c));
  const person = fields.assignedPersonIds.findIndex((p) => !known.personIds.has(p));
  const issues = [
    ...(code < 0
      ? []
      : [{ path: `requirementCodes.${code}`, message: 'errors:requirements.typeNotFound' }]),
    ...(person < 0
      ? []
      : [{ path: `assignedPersonIds.${person}`, message: 'errors:catalog.personNotFound' }]),
  ];
  if (issues.length > 0) throw new ValidationError(issues);
}

/** The zones a client's zone-names stream lists (zoneId → its latest name). */
export type ZoneNames = Readonly<Record<string, string>>;
export const evolveZoneNames = (state: ZoneNames, e: ZoneNamed): ZoneNames => ({
  ...state,
  [e.data.zoneId]: e.data.name,
});

/** The claim of a name in the client's zone-names stream, when the name is new or changed. */
export function nameClaim(
  zone: Zone | null,
  after: { zoneId: string; clientId: string; name: string },
): ZoneNamed[] {
  if (zone && zone.name === after.name) return [];
  return [
    {
      type: 'access.ZoneNamed',
      data: { zoneId: after.zoneId, clientId: after.clientId, name: after.name },
    },
  ];
}

/** The other zones of the client (for the unique name rule). */
function refuseTakenName(name: string, zoneId: string, others: ReadonlyArray<Zone>): void {
  if (others.some((z) => z.zoneId !== zoneId && sameName(z.name, name)))
    throw new DomainError('access.zoneNameTaken');
}

/** Registers a new zone of the client, with no doors yet (they are added one by one). */
export function registerZone(
  input: ZoneCommand,
  zone: Zone | null,
  clientZones: ReadonlyArray<Zone>,
): ZoneRegistered[] {
  if (zone) throw new DomainError('catalog.alreadyExists');
  refuseUnknown(input);
  refuseTakenName(input.fields.name, input.zoneId, clientZones);
  return [
    {
      type: 'access.ZoneRegistered',
      data: { zoneId: input.zoneId, clientId: input.clientId, ...input.fields, doors: [] },
    },
  ];
}

export const ownZone = (zone: Zone | null, clientId: string): Zone => {
  if (!zone || zone.clientId !== clientId) throw new DomainError('access.zoneNotFound');
  return zone;
};

/** Edits the zone's configuration; the same values again change nothing. */
export function updateZone(
  input: ZoneCommand,
  state: Zone | null,
  clientZones: ReadonlyArray<Zone>,
): ZoneUpdated[] {
  const zone = ownZone(state, input.clientId);
  refuseUnknown(input);
  refuseTakenName(input.fields.name, zone.zoneId, clientZones);
  const { doors: _doors, ...before } = zone;
  const after = { zoneId: zone.zoneId, clientId: zone.clientId, ...input.fields };
  return sameValue(after, before)
    ? []
    : [{ type: 'access.ZoneUpdated', data: { ...after, changedBy: input.userId } }];
}
