import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainError } from '@faena/contracts';
import { Clock, EventStore, WrongExpectedRevisionError } from '@faena/core';
import { ReviewRequirementDocumentCommand } from '../requirements/commands/review-requirement-document/review-requirement-document.command';
import { SaveRequirementTypeCommand } from '../requirements/commands/save-requirement-type/save-requirement-type.command';
import { SubmitRequirementDocumentCommand } from '../requirements/commands/submit-requirement-document/submit-requirement-document.command';
import { actorUser } from './sample-activity';
import {
  requirementDocumentPlan,
  requirementTypeBodies,
  type DocumentStep,
  type SubjectPlan,
} from './requirements-plan';
import { seedEvent } from './seed-event';

export const REQUIREMENTS_SEED_STREAM = 'system.seed-requirements';
const SEED_COMMAND = 'seed-requirements-v1';
/** Subjects whose documents are recorded at once (each subject's own stream, in order within it). */
const PARALLEL = 64;

/**
 * Seed step (issue 18): the demo's requirement types and every demo person's and vehicle's
 * documents, through the same commands as the screens. Runs before the sample activity (its
 * door marks, seats and beds need them), and on a store seeded before this step existed; done
 * once (system.seed-requirements), every command id fixed so a run cut short completes later.
 */
@Injectable()
export class RequirementsSeed {
  private readonly logger = new Logger('Seed');
  constructor(
    private readonly commands: CommandBus,
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async run(today: string): Promise<{ done: number; refused: string[] } | null> {
    if ((await this.store.readStream(REQUIREMENTS_SEED_STREAM)).length > 0) return null;
    const out = { done: 0, refused: [] as string[] };
    for (const body of requirementTypeBodies())
      await this.attempt(out, body.commandId, () =>
        this.commands.execute(new SaveRequirementTypeCommand(actorUser('ADMIN'), body)),
      );
    const plan = requirementDocumentPlan(today);
    for (let i = 0; i < plan.length; i += PARALLEL)
      await Promise.all(plan.slice(i, i + PARALLEL).map((s) => this.subject(s, out)));
    if (out.refused.length > 0)
      this.logger.warn(`requirement seed refused: ${out.refused.slice(0, 5).join('; ')}`);
    await this.markDone(out.done);
    this.logger.log(`requirements: ${out.done} commands (types, documents, reviews)`);
    return out;
  }

  private async subject(plan: SubjectPlan, out: { done: number; refused: string[] }) {
    for (const step of plan.steps) await this.document(step, out);
  }

  private async document(step: DocumentStep, out: { done: number; refused: string[] }) {
    const user = actorUser(step.actor);
    const submitted = await this.attempt(out, step.body.commandId, () =>
      this.commands.execute(new SubmitRequirementDocumentCommand(user, step.body)),
    );
    const decision = step.review;
    if (!submitted || !decision) return;
    const review = {
      commandId: `${step.body.commandId}-r`,
      subject: step.body.subject,
      docId: String(submitted['docId']),
    };
    await this.attempt(out, review.commandId, () =>
      this.commands.execute(new ReviewRequirementDocumentCommand(user, review, decision)),
    );
  }

  private async attempt<T>(
    out: { done: number; refused: string[] },
    commandId: string,
    run: () => Promise<T>,
  ): Promise<T | null> {
    try {
      const answer = await run();
      out.done += 1;
      return answer;
    } catch (err) {
      out.refused.push(`${commandId}: ${err instanceof DomainError ? err.code : String(err)}`);
      return null;
    }
  }

  private async markDone(commands: number): Promise<void> {
    const event = {
      type: 'system.SeedCompleted',
      version: 1,
      data: { commands, version: SEED_COMMAND },
    };
    try {
      await this.store.append(
        REQUIREMENTS_SEED_STREAM,
        [
          seedEvent(
            { seedCommand: SEED_COMMAND, stream: REQUIREMENTS_SEED_STREAM, revision: 0 },
            event,
            this.clock.now(),
          ),
        ],
        'no_stream',
      );
    } catch (err) {
      if (!(err instanceof WrongExpectedRevisionError)) throw err; // another node finished first
    }
  }
}
