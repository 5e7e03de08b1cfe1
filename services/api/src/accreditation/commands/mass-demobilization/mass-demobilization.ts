import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type {
  Lang,
  MassDecideDemobilizationBody,
  MassDemobilizationBody,
  MassDemobilizationRow,
} from '@faena/contracts';
import { deterministicUuid } from '@faena/core';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { toProblem } from '../../../platform/http/problem';
import { DemobilizationCascade } from '../../cascade/demobilization-cascade';
import { DecideDemobilizationCommand } from '../decide-demobilization/decide-demobilization.command';
import { RegisterDemobilizationCommand } from '../register-demobilization/register-demobilization.command';

/** The command id of one worker (or one demobilization) of a mass command. */
export const rowCommandId = (commandId: string, key: string) =>
  deterministicUuid('accreditation.mass-demobilization', `${commandId}:${key}`);

/**
 * The mass demobilization (issue 19): one command per worker, each with a command id derived from
 * the mass command's and the worker, so a retried batch registers no worker twice (the retry answers
 * each row's stored result); a worker refused (not accredited, already open, …) leaves the others,
 * its row carrying the reason. The bulk approval decides each demobilization on its own and runs
 * its cascade, answering what each released.
 */
@Injectable()
export class MassDemobilization {
  constructor(
    private readonly commands: CommandBus,
    private readonly cascade: DemobilizationCascade,
  ) {}

  async register(
    user: AuthUser,
    body: MassDemobilizationBody,
    lang: Lang,
  ): Promise<MassDemobilizationRow[]> {
    const { commandId, personIds, ...cessation } = body;
    const rows: MassDemobilizationRow[] = [];
    for (const personId of [...new Set(personIds)]) {
      const one = { commandId: rowCommandId(commandId, personId), personId, ...cessation };
      rows.push(
        await rowOf(personId, lang, async () => {
          const answer = await this.commands.execute(new RegisterDemobilizationCommand(user, one));
          const code = typeof answer['code'] === 'string' ? answer['code'] : '';
          return { demobilizationId: answer.id, code };
        }),
      );
    }
    return rows;
  }

  async approve(
    user: AuthUser,
    body: MassDecideDemobilizationBody,
    lang: Lang,
  ): Promise<MassDemobilizationRow[]> {
    const rows: MassDemobilizationRow[] = [];
    for (const demobilizationId of [...new Set(body.demobilizationIds)]) {
      const one = {
        commandId: rowCommandId(body.commandId, demobilizationId),
        demobilizationId,
        comment: body.comment,
      };
      rows.push(
        await rowOf(demobilizationId, lang, async () => {
          await this.commands.execute(new DecideDemobilizationCommand(user, 'approve', one));
          const released = await this.cascade.runAfterApproval(demobilizationId);
          return { demobilizationId, ...(released ? { released } : {}) };
        }),
      );
    }
    return rows;
  }
}

/** One row: what the command answered, or the domain/validation problem that refused it. */
async function rowOf(
  key: string,
  lang: Lang,
  run: () => Promise<Omit<Extract<MassDemobilizationRow, { ok: true }>, 'key' | 'ok'>>,
): Promise<MassDemobilizationRow> {
  try {
    return { key, ok: true, ...(await run()) };
  } catch (err) {
    const { problem, unexpected } = toProblem(err, lang);
    if (unexpected) throw err;
    const fields = (problem.issues ?? []).map((i) => `${i.path}: ${i.text}`);
    const message = [problem.message, ...fields].join(' ');
    return { key, ok: false, error: problem.code, message };
  }
}
