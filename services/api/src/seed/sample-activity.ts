import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainError } from '@faena/contracts';
import { MarkDoorCommand } from '../access/commands/mark-door/mark-door.command';
import {
  CorrectMarkCommand,
  RegisterManualMarkCommand,
} from '../access/commands/manual-marks/manual-marks.commands';
import { deterministicUuid } from '@faena/core';
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
import { samplePlan, type Actor, type SampleStep } from './sample-plan';

export interface ActivitySummary {
  done: number;
  refused: string[];
  lastPosition: number;
}

/** The demo user's first profile as an authenticated caller. */
export function actorUser(username: Actor | 'PAC-ADMIN'): AuthUser {
  const user = DEMO_USERS.find((u) => u.username === username)!;
  const p = user.profiles[0]!;
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
  constructor(private readonly commands: CommandBus) {}

  async run(today: string): Promise<ActivitySummary> {
    /** the id each submit or demobilization command created, by its command id */
    const createdIds = new Map<string, string>();
    const summary: ActivitySummary = { done: 0, refused: [], lastPosition: 0 };
    // the clients' parameters first: the requests below follow their endowment policy
    for (const { actor, body } of DEMO_CLIENT_PARAMETERS)
      await this.commands.execute(new SaveClientParametersCommand(actorUser(actor), body));
    for (const step of samplePlan(today)) {
      const command = commandOf(step, createdIds);
      if (!command) continue;
      try {
        const answer = await this.commands.execute<object, { id: string; position: number }>(
          command,
        );
        if (step.kind === 'submit' || step.kind === 'demobilize')
          createdIds.set(step.body.commandId, answer.id);
        summary.lastPosition = Math.max(summary.lastPosition, answer.position);
        summary.done += 1;
      } catch (err) {
        const why =
          err instanceof DomainError ? err.code : err instanceof Error ? err.message : String(err);
        summary.refused.push(`${step.body.commandId}: ${why}`);
      }
    }
    if (summary.refused.length > 0)
      this.logger.warn(
        `${summary.refused.length} sample commands were refused: ${summary.refused.slice(0, 5).join('; ')}`,
      );
    return summary;
  }
}

function commandOf(step: SampleStep, createdIds: Map<string, string>): object | null {
  const user = actorUser(step.actor);
  switch (step.kind) {
    case 'submit':
      return new SubmitRequestCommand(user, step.body);
    case 'draft':
      return new SaveDraftCommand(user, step.body);
    case 'decide': {
      const requestId = createdIds.get(step.submitCommandId);
      return requestId
        ? new DecideRequestCommand(user, step.decision, { ...step.body, requestId })
        : null;
    }
    case 'demobilize':
      return new RegisterDemobilizationCommand(user, step.body);
    case 'decideDemobilization': {
      const demobilizationId = createdIds.get(step.registerCommandId);
      return demobilizationId
        ? new DecideDemobilizationCommand(user, step.decision, { ...step.body, demobilizationId })
        : null;
    }
    case 'mark':
      return new MarkDoorCommand(user, step.body);
    case 'manualMark':
      return new RegisterManualMarkCommand(user, step.body);
    case 'correctMark': // the plan names the manual mark by its command; the mark's id comes from it
      return new CorrectMarkCommand(user, {
        ...step.body,
        markId: deterministicUuid('access.mark', step.body.markId),
      });
    case 'seat':
      return new ReserveSeatCommand(user, step.body);
    case 'bed':
      return new AssignBedCommand(user, step.body);
  }
}
