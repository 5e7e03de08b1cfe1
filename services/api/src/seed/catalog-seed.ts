import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { catalogById, DomainError, textOf, type CreateItemBody } from '@faena/contracts';
import { CreateCatalogItemCommand } from '../catalogs/commands/create-catalog-item/create-catalog-item.command';
import { CATALOG_SEED } from './data/catalogs';
import { SECOND_CATALOG_SEED } from './data/second-client';
import { actorUser } from './sample-activity';

type SeedItem = readonly [code: string, description: string, values?: Record<string, unknown>];
type SeedList = ReadonlyArray<readonly [catalogId: string, items: readonly SeedItem[]]>;
/** Whose lists, seeded by whom: the first client's (every catalogue), then the second client's own. */
const SEEDS: ReadonlyArray<{
  username: 'ADMIN' | 'PAC-ADMIN';
  prefix: string;
  lists: SeedList;
}> = [
  { username: 'ADMIN', prefix: 'seed-cat', lists: CATALOG_SEED },
  { username: 'PAC-ADMIN', prefix: 'seed-cat-pac', lists: SECOND_CATALOG_SEED },
];

/** A fixed command id per item, so a second run changes nothing. */
const commandIdOf = ({
  prefix,
  catalogId,
  code,
  values,
}: {
  prefix: string;
  catalogId: string;
  code: string;
  values: Record<string, unknown>;
}) =>
  `${prefix}-${catalogId}-${textOf(values['country'])}${code}`
    .replace(/[^A-Za-z0-9_-]/g, '_')
    .slice(0, 64);

/**
 * Seed step: every declared catalogue's demo values, through the command bus (the same handlers,
 * rules and events as the screens). Catalogues run in order (refs first); the items of one
 * catalogue run concurrently, each on its own stream.
 */
@Injectable()
export class CatalogSeed {
  private readonly logger = new Logger('Seed');
  constructor(private readonly commands: CommandBus) {}

  async run(): Promise<{ done: number; refused: string[] }> {
    const started = process.hrtime.bigint();
    const out = { done: 0, refused: [] as string[] };
    for (const seed of SEEDS) await this.seedLists(seed, out);
    if (out.refused.length > 0)
      this.logger.warn(`catalogue seed refused: ${out.refused.slice(0, 5).join('; ')}`);
    this.logger.log(
      `catalogues: ${out.done} items in ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)} s`,
    );
    return out;
  }

  private async seedLists(
    { username, prefix, lists }: (typeof SEEDS)[number],
    out: { done: number; refused: string[] },
  ): Promise<void> {
    const user = actorUser(username);
    for (const [catalogId, items] of lists) {
      const def = catalogById(catalogId);
      if (!def) continue;
      await Promise.all(
        items.map(async ([code, description, values = {}]) => {
          const body = {
            commandId: commandIdOf({ prefix, catalogId, code, values }),
            code,
            description,
            ...values,
          } as CreateItemBody;
          try {
            await this.commands.execute(new CreateCatalogItemCommand(user, def, body));
            out.done += 1;
          } catch (err) {
            out.refused.push(
              `${catalogId}/${code}: ${err instanceof DomainError ? err.code : String(err)}`,
            );
          }
        }),
      );
    }
  }
}
