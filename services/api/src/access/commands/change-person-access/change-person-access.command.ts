import { Command } from '@nestjs/cqrs';
import type {
  AddRestrictionBody,
  AssignGroupBody,
  AssignProfileBody,
  EndProfileBody,
  ExemptionRefBody,
  GrantExemptionBody,
  RestrictionRefBody,
  SetRestrictionActiveBody,
  UnassignGroupBody,
} from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { CommandAnswer } from '../../../platform/commands/command-runner';

/** One change to a person's access at the caller's client (access.rules-<personId>-<clientId>). */
export type PersonAccessChange =
  | { kind: 'assignGroup'; body: AssignGroupBody }
  | { kind: 'unassignGroup'; body: UnassignGroupBody }
  | { kind: 'assignProfile'; body: AssignProfileBody }
  | { kind: 'endProfile'; body: EndProfileBody }
  | { kind: 'addRestriction'; body: AddRestrictionBody }
  | { kind: 'setRestrictionActive'; body: SetRestrictionActiveBody }
  | { kind: 'removeRestriction'; body: RestrictionRefBody }
  | { kind: 'grantExemption'; body: GrantExemptionBody }
  | { kind: 'revokeExemption'; body: ExemptionRefBody };

export class ChangePersonAccessCommand extends Command<CommandAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly change: PersonAccessChange,
  ) {
    super();
  }
}
