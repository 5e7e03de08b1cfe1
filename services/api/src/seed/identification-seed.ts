import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { addDays, DomainError, ValidationError, type PersonRow } from '@faena/contracts';
import { EventStore, ReadStore } from '@faena/core';
import { ReadWaiter } from '../platform/storage/read-waiter';
import { AssignIdentificationTypeCommand } from '../identification/commands/assign-identification-type/assign-identification-type.command';
import { InactivateCredentialCommand } from '../identification/commands/inactivate-credential/inactivate-credential.command';
import { credentialIdFor } from '../identification/commands/issue-credential/issue-credential.handler';
import { IssueCredentialCommand } from '../identification/commands/issue-credential/issue-credential.command';
import { PrintCredentialsCommand } from '../identification/commands/print-credentials/print-credentials.command';
import { PEOPLE_COLLECTION } from '../identification/identification.read-models';
import { CLIENT } from './data/master';
import { SECOND_CLIENT, SECOND_PEOPLE } from './data/second-client';
import { demoPeople } from './people';
import { actorUser } from './sample-activity';

type SeedCommand =
  | AssignIdentificationTypeCommand
  | IssueCredentialCommand
  | PrintCredentialsCommand
  | InactivateCredentialCommand;

/** Identification types by person, spread over the catalogue (fingerprint and face are rarer). */
const TYPES = ['FOTOCHECK', 'FOTOCHECK', 'TARJETA', 'FOTOCHECK', 'HUELLA', 'FOTOCHECK', 'FACIAL'];

/**
 * Every demo person gets an identification type (a worker needs one to pass a door), before the
 * sample activity marks doors: the first client's people by its administrator, the second's by
 * theirs. Fixed command ids: a second run changes nothing.
 */
export function identificationTypesPlan(): AssignIdentificationTypeCommand[] {
  const andina = actorUser('ADMIN');
  const pacifico = actorUser('PAC-ADMIN');
  const assign = (user: typeof andina, personId: string, i: number) =>
    new AssignIdentificationTypeCommand(user, {
      commandId: `seed-ident-type-${personId}`,
      personId,
      identificationType: TYPES[i % TYPES.length] ?? 'FOTOCHECK',
    });
  return [
    ...demoPeople().map((p, i) => assign(andina, p.personId, i)),
    ...SECOND_PEOPLE.map(([personId], i) => assign(pacifico, personId, i)),
  ];
}

type SeedUser = ReturnType<typeof actorUser>;

/** Permanent from ten days ago; every third one temporary, every fifth a replacement for a loss. */
const issueOf = (user: SeedUser, today: string) => (personId: string, i: number) =>
  new IssueCredentialCommand(user, {
    commandId: `seed-credential-${personId}-${user.cid}`,
    personId,
    credentialType: i % 3 === 2 ? 'TEMP' : 'PERM',
    startDate: addDays(today, -10),
    referenceCode1: `FC-${personId.replace(/^PER-/, '')}`,
    referenceCode2: '',
    issueReason: i % 5 === 4 ? 'PERDIDA' : 'NUEVO',
  });

/** Two thirds of the credentials printed in one batch, and the first of the others inactivated for theft. */
function printAndTheft(user: SeedUser, ids: string[]): SeedCommand[] {
  const printed = ids.filter((_, i) => i % 3 !== 1);
  const [stolen] = ids.filter((_, i) => i % 3 === 1);
  const print = new PrintCredentialsCommand(user, {
    commandId: `seed-credentials-print-${user.cid}`,
    credentialIds: printed,
  });
  const theft = (credentialId: string) =>
    new InactivateCredentialCommand(user, {
      commandId: `seed-credential-inactivate-${user.cid}`,
      credentialId,
      reason: 'ROBO',
    });
  return [...(printed.length > 0 ? [print] : []), ...(stolen ? [theft(stolen)] : [])];
}

/**
 * A credential for each accredited worker of both clients (permanent, the type's validity from
 * ten days ago; every third one temporary), two thirds of them printed in one batch per client, and
 * one inactivated for theft.
 */
export function credentialsPlan(
  today: string,
  accredited: Array<{ user: SeedUser; personIds: string[] }>,
): SeedCommand[] {
  return accredited.flatMap(({ user, personIds }) => {
    const issues = personIds.map(issueOf(user, today));
    const ids = issues.map((c) => credentialIdFor(c.body.commandId));
    return [...issues, ...printAndTheft(user, ids)];
  });
}

@Injectable()
export class IdentificationSeed {
  private readonly logger = new Logger('Seed');
  constructor(
    private readonly commands: CommandBus,
    private readonly readStore: ReadStore,
    private readonly store: EventStore,
    private readonly waiter: ReadWaiter,
  ) {}

  /** The identification types (before the sample marks); answers the refused commands. */
  types(): Promise<string[]> {
    return this.play('identification types', identificationTypesPlan());
  }

  /** The credentials of the workers accredited by then (after the sample activity). */
  async credentials(today: string): Promise<string[]> {
    await this.waiter.waitFor(await this.store.headPosition());
    const accredited = await Promise.all(
      [
        { user: actorUser('ADMIN'), clientId: CLIENT.clientId },
        { user: actorUser('PAC-ADMIN'), clientId: SECOND_CLIENT.clientId },
      ].map(async ({ user, clientId }) => ({ user, personIds: await this.accreditedAt(clientId) })),
    );
    return this.play('credentials', credentialsPlan(today, accredited));
  }

  private async accreditedAt(clientId: string): Promise<string[]> {
    const people = await this.readStore.find<PersonRow & Record<string, unknown>>(
      PEOPLE_COLLECTION,
      {},
      100_000,
    );
    return people
      .filter((p) => p.accreditedClients.includes(clientId) && p.condition !== 'VISITA')
      .map((p) => p.personId)
      .sort();
  }

  private async play(what: string, plan: SeedCommand[]): Promise<string[]> {
    const refused: string[] = [];
    for (const command of plan) {
      try {
        await this.commands.execute(command);
      } catch (err) {
        const code =
          err instanceof DomainError || err instanceof ValidationError ? err.code : String(err);
        refused.push(`${command.body.commandId}: ${code}`);
      }
    }
    if (refused.length > 0) this.logger.warn(`${what} refused: ${refused.join('; ')}`);
    return refused;
  }
}
