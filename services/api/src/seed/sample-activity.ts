import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainError } from '@faena/contracts';
import { MarkDoorCommand } from '../access/commands/mark-door/mark-door.command';
import {
  CorrectMarkCommand,
  RegisterManualMarkCommand,
} from '../access/commands/manual-marks/manual-marks.commands';
import { AdjustableClock, Clock, deterministicUuid, present } from '@faena/core';
import { DecideDemobilizationCommand } from '../accreditation/commands/decide-demobilization/decide-demobilization.command';
import { DecideRequestCommand } from '../accreditation/commands/decide-request/decide-request.command';
import { RegisterDemobilizationCommand } from '../accreditation/commands/register-demobilization/register-demobilization.command';
import { SaveDraftCommand } from '../accreditation/commands/save-draft/save-draft.command';
import { SubmitRequestCommand } from '../accreditation/commands/submit-request/submit-request.command';
import { AssignBedCommand } from '../lodging/commands/assign-bed/assign-bed.command';
import { ReserveSeatCommand } from '../transport/commands/reserve-seat/reserve-seat.command';
import type { AuthUser } from '../platform/auth/auth-user';
import { SaveClientParametersCommand } from '../system/commands/save-client-parameters/save-client-parameters.command';
import { DEMO_CLIENT_PARAMETERS } from './client-parameters-plan';
import { DEMO_USERS } from './demo-users';
import { samplePlan } from './sample-plan';
import type { Actor, SampleStep } from './sample-steps';

export interface ActivitySummary {
  done: number;
  refused: string[];
  lastPosition: number;
}

/** The demo user's first profile as an authenticated caller. */
export function actorUser(username: Actor | 'PAC-ADMIN'): AuthUser {
  const user = present(
    DEMO_USERS.find((u) => u.username === username),
    `the demo user ${username}`,
  );
  const p = present(user.profiles[0], `the first profile of ${username}`);
  return {
    sub: user.username,
    pid: p.profileId,
    cid: p.clientId,
    did: p.divisionId,
    coid: p.companyId,
    perms: [...p.permissions],
    ro: p.readOnly,
    sid: 'seed',
  };
}

/**
 * Plays the sample activity through the CommandBus, as the demo users would over HTTP: the same
 * handlers, rules and events. Every command id is fixed, so a second run changes nothing.
 */
@Injectable()
export class SampleActivity {
  private readonly logger = new Logger('Seed');
  constructor(
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async run(today: string): Promise<ActivitySummary> {
    /** the id each submit or demobilization command created, by its command id */
    const createdIds = new Map<string, string>();
    const summary: ActivitySummary = { done: 0, refused: [], lastPosition: 0 };
    // the clients' parameters first: the requests below follow their endowment policy
    for (const { actor, body } of DEMO_CLIENT_PARAMETERS)
      await this.commands.execute(new SaveClientParametersCommand(actorUser(actor), body));
    for (const step of samplePlan(today)) await this.play(step, { createdIds, summary });
    if (summary.refused.length > 0)
      this.logger.warn(
        `${summary.refused.length} sample commands were refused: ${summary.refused.slice(0, 5).join('; ')}`,
      );
    return summary;
  }

  /** Runs one step; a refusal is counted in the summary, not thrown. */
  private async play(
    step: SampleStep,
    { createdIds, summary }: { createdIds: Map<string, string>; summary: ActivitySummary },
  ): Promise<void> {
    const command = commandOf(step, createdIds);
    if (!command) return;
    try {
      const answer = await daysBefore(this.clock, step.daysAgo ?? 0, () =>
        this.commands.execute<object, { id: string; position: number }>(command),
      );
      if (step.kind === 'submit' || step.kind === 'demobilize')
        createdIds.set(step.body.commandId, answer.id);
      summary.lastPosition = Math.max(summary.lastPosition, answer.position);
      summary.done += 1;
    } catch (err) {
      summary.refused.push(`${step.body.commandId}: ${refusalOf(err)}`);
    }
  }
}

/**
 * Runs `act` on the clock moved back `daysAgo` days, then puts the clock back. The app's clock is
 * adjustable (app.factory); a clock that cannot move plays the step at its own time.
 */
export async function daysBefore<T>(
  clock: Clock,
  daysAgo: number,
  act: () => Promise<T>,
): Promise<T> {
  if (daysAgo === 0 || !(clock instanceof AdjustableClock)) return act();
  const offset = clock.offsetDays;
  clock.setOffsetDays(offset - daysAgo);
  try {
    return await act();
  } finally {
    clock.setOffsetDays(offset);
  }
}

const refusalOf = (err: unknown): string =>
  err instanceof DomainError ? err.code : err instanceof Error ? err.message : String(err);

type Kind = SampleStep['kind'];
type StepOf<K extends Kind> = Extract<SampleStep, { kind: K }>;
/** The command a step plays, as its actor; null while the request it decides has no id. */
type CommandBuilder<K extends Kind> = (
  step: StepOf<K>,
  user: AuthUser,
  createdIds: Map<string, string>,
) => object | null;

const COMMANDS: { [K in Kind]: CommandBuilder<K> } = {
  submit: (step, user) => new SubmitRequestCommand(user, step.body),
  draft: (step, user) => new SaveDraftCommand(user, step.body),
  decide: (step, user, createdIds) => {
    const requestId = createdIds.get(step.submitCommandId);
    return requestId
      ? new DecideRequestCommand(user, step.decision, { ...step.body, requestId })
      : null;
  },
  demobilize: (step, user) => new RegisterDemobilizationCommand(user, step.body),
  decideDemobilization: (step, user, createdIds) => {
    const demobilizationId = createdIds.get(step.registerCommandId);
    return demobilizationId
      ? new DecideDemobilizationCommand(user, step.decision, { ...step.body, demobilizationId })
      : null;
  },
  mark: (step, user) => new MarkDoorCommand(user, step.body),
  manualMark: (step, user) => new RegisterManualMarkCommand(user, step.body),
  // the plan names the manual mark by its command; the mark's id comes from it
  correctMark: (step, user) =>
    new CorrectMarkCommand(user, {
      ...step.body,
      markId: deterministicUuid('access.mark', step.body.markId),
    }),
  seat: (step, user) => new ReserveSeatCommand(user, step.body),
  bed: (step, user) => new AssignBedCommand(user, step.body),
};

function build<K extends Kind>(
  kind: K,
  step: StepOf<K>,
  createdIds: Map<string, string>,
): object | null {
  return COMMANDS[kind](step, actorUser(step.actor), createdIds);
}

const commandOf = (step: SampleStep, createdIds: Map<string, string>): object | null =>
  build(step.kind, step, createdIds);
