import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainError } from '@faena/contracts';
import { Clock, EventStore, WrongExpectedRevisionError } from '@faena/core';
import { DecideVehicleRequestCommand } from '../accreditation/commands/decide-vehicle-request/decide-vehicle-request.command';
import { SubmitVehicleRequestCommand } from '../accreditation/commands/submit-vehicle-request/submit-vehicle-request.command';
import { vehicleRequestIdFor } from '../accreditation/commands/submit-vehicle-request/submit-vehicle-request.handler';
import { actorUser } from './sample-activity';
import { seedEvent } from './seed-event';
import { vehicleRequestPlan, type VehicleRequestSeed } from './vehicle-requests-plan';

export const VEHICLE_REQUESTS_SEED_STREAM = 'system.seed-vehicle-requests';
const SEED_COMMAND = 'seed-vehicle-requests-v1';

/**
 * Seed step (issue 19): the demo's vehicle requests, sent by SOLICITANTE and decided by APROBADOR
 * through the same commands as the screens. Runs after the requirement documents (a request needs
 * them); done once (its own stream), every command id fixed.
 */
@Injectable()
export class VehicleRequestsSeed {
  private readonly logger = new Logger('Seed');
  constructor(
    private readonly commands: CommandBus,
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async run(today: string): Promise<{ done: number; refused: string[] } | null> {
    if ((await this.store.readStream(VEHICLE_REQUESTS_SEED_STREAM)).length > 0) return null;
    const out = { done: 0, refused: [] as string[] };
    for (const step of vehicleRequestPlan(today)) await this.play(step, out);
    if (out.refused.length > 0)
      this.logger.warn(`vehicle request seed refused: ${out.refused.join('; ')}`);
    await this.markDone(out.done);
    return out;
  }

  private async play(step: VehicleRequestSeed, out: { done: number; refused: string[] }) {
    const { body, decision } = step;
    const sent = await this.attempt(out, body.commandId, () =>
      this.commands.execute(new SubmitVehicleRequestCommand(actorUser('SOLICITANTE'), body)),
    );
    if (!sent || !decision) return;
    const decide = {
      commandId: `${body.commandId}-d`,
      requestId: vehicleRequestIdFor(body.commandId),
      comment: decision.comment,
    };
    await this.attempt(out, decide.commandId, () =>
      this.commands.execute(
        new DecideVehicleRequestCommand(actorUser('APROBADOR'), decision.decision, decide),
      ),
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
    const at = this.clock.now();
    const stream = VEHICLE_REQUESTS_SEED_STREAM;
    try {
      await this.store.append(
        stream,
        [seedEvent({ seedCommand: SEED_COMMAND, stream, revision: 0 }, event, at)],
        'no_stream',
      );
    } catch (err) {
      if (!(err instanceof WrongExpectedRevisionError)) throw err; // another node finished first
    }
  }
}
