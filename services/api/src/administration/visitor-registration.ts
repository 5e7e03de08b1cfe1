import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RegisterPersonBodySchema } from '@faena/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { RegisterPersonCommand } from './commands/register-person/register-person.command';

export type NewVisitor = {
  /** the registration's command id: a retried visit registers the same person once */
  commandId: string;
  names: string;
  surnames: string;
  documentType: string;
  documentNumber: string;
  companyId: string;
};

/**
 * The people command other contexts use to register a visitor on the fly (a person of condition
 * VISITA): the administration context's own registration, with its document and company rules.
 */
@Injectable()
export class VisitorRegistration {
  constructor(private readonly commands: CommandBus) {}

  async register(user: AuthUser, visitor: NewVisitor): Promise<string> {
    const body = RegisterPersonBodySchema.parse({ ...visitor, condition: 'VISITA' });
    const answer = await this.commands.execute(new RegisterPersonCommand(user, body));
    return answer.id;
  }
}
