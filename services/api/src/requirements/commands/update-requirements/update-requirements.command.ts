import { Command } from '@nestjs/cqrs';
import type { Lang, RequirementUpdateOutcome, UpdateRequirementsBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

export interface UpdateRequirementsAnswer {
  updateId: string;
  results: RequirementUpdateOutcome[];
}

/** A requirements update: one requirement's new approved document for many workers at once. */
export class UpdateRequirementsCommand extends Command<UpdateRequirementsAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly body: UpdateRequirementsBody,
    /** the language of the per-worker refusal texts */
    readonly lang: Lang,
  ) {
    super();
  }
}
