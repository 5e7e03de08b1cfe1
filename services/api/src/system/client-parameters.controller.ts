import { Body, Controller, HttpCode } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  API,
  STREAMS,
  type ClientParametersAnswer,
  type SaveClientParametersBody,
} from '@faena/contracts';
import { EventStore } from '@faena/core';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { CommandRunner, StreamReader } from '../platform/commands/command-runner';
import { Call, callBody } from '../platform/http/call.decorator';
import { SaveClientParametersCommand } from './commands/save-client-parameters/save-client-parameters.command';
import { clientParametersSpec } from './client-parameters.reader';

/** /api/SistemaParametro: the caller's client's parameters (its administrators). */
@Controller()
export class ClientParametersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly store: EventStore,
    private readonly runner: CommandRunner,
  ) {}

  @Call(API.saveClientParameters)
  @HttpCode(200)
  async save(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.saveClientParameters)) body: SaveClientParametersBody,
  ) {
    return { result: await this.commands.execute(new SaveClientParametersCommand(user, body)) };
  }

  @Call(API.getClientParameters)
  async get(@CurrentUser() user: AuthUser): Promise<{ result: ClientParametersAnswer }> {
    const reader = new StreamReader(this.store, this.runner.cache);
    const record = await reader.load(STREAMS.clientParameters(user.cid), clientParametersSpec);
    return { result: { clientId: user.cid, ...record } };
  }
}
