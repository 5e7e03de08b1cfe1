import type { DomainEvent } from '../shared/events';
import type { DenyReason, Direction, DoorType } from './access.schemas';

export type ZoneRegistered = DomainEvent<
  'access.ZoneRegistered',
  {
    zoneId: string;
    clientId: string;
    divisionId: string;
    name: string;
    capacity: number;
    doors: Array<{ doorId: string; name: string; type: DoorType }>;
  }
>;
type Mark = {
  markId: string;
  personId: string;
  personName: string;
  zoneId: string;
  doorId: string;
  clientId: string;
  direction: Direction;
  markedAt: string;
  automatic: boolean;
};
export type MarkGranted = DomainEvent<'access.MarkGranted', Mark>;
export type MarkDenied = DomainEvent<'access.MarkDenied', Mark & { reason: DenyReason }>;
export type AccessEvent = ZoneRegistered | MarkGranted | MarkDenied;
