import { Command } from '@nestjs/cqrs';
import type { CommandResult, MarkVehicleDoorBody, VehicleDenyReason } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

export type VehicleMarkAnswer = CommandResult & {
  commandId: string;
  markId: string;
  granted: boolean;
  reason: VehicleDenyReason | null;
  requirement?: { code: string; description: string; expiresOn?: string };
  /** each occupant's outcome (driver C, passengers P), in the order named */
  occupants: Array<{
    markType: 'C' | 'P';
    personId: string;
    markId: string;
    granted: boolean;
    reason: string | null;
    requirement?: unknown;
  }>;
};

/** A vehicle marks a door (marking type V). */
export class MarkVehicleDoorCommand extends Command<VehicleMarkAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: MarkVehicleDoorBody,
  ) {
    super();
  }
}
