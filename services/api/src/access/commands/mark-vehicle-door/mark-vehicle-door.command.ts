import { Command } from '@nestjs/cqrs';
import type { CommandResult, MarkVehicleDoorBody, VehicleDenyReason } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

export type VehicleMarkAnswer = CommandResult & {
  commandId: string;
  markId: string;
  granted: boolean;
  reason: VehicleDenyReason | null;
  requirement?: { code: string; description: string; expiresOn?: string };
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
