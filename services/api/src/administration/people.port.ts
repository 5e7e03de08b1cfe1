import type { Command } from '@nestjs/cqrs';
import type { RegisterPersonBody } from '@faena/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import type { CommandAnswer } from '../platform/commands/command-runner';
import { RegisterPersonCommand } from './commands/register-person/register-person.command';

/**
 * The people commands other contexts may send (the bulk request creates an unknown person from a
 * row): the command object to put on the CommandBus, so the person is registered by its own rules.
 */
export const registerPersonCommand = (
  user: AuthUser,
  body: RegisterPersonBody,
): Command<CommandAnswer> => new RegisterPersonCommand(user, body);
