import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { STREAMS, type CatalogItemEvent } from '@faena/contracts';
import { Clock, EventStore, WrongExpectedRevisionError } from '@faena/core';
import type { AuthUser } from '../../platform/auth/auth-user';
import { seedEvent } from '../../seed/seed-event';
import { SaveRequirementTypeCommand } from '../commands/save-requirement-type/save-requirement-type.command';
import { requirementTypesSpec } from '../requirements.streams';
import { foldOldItem, typeOfOldItem, type OldTypeItem } from './catalogue-requirement-types';

export const MIGRATION_STREAM = 'system.migration-requirement-types-catalogue';
const MIGRATION_ID = 'migrate-requirement-types-catalogue-v1';
const CATALOG_TYPES = new Set([
  'catalog.ItemCreated',
  'catalog.ItemUpdated',
  'catalog.ItemStateChanged',
]);
const SYSTEM: AuthUser = {
  sub: 'SYSTEM',
  pid: 'SYSTEM',
  cid: '',
  did: '',
  coid: null,
  perms: [],
  ro: false,
  sid: 'migration',
};

/**
 * One-off migration (ARCHITECTURE §4: stored events are never edited): the items of the generic
 * catalogue 'requirement-types' become requirement types through SaveRequirementType, one fixed
 * command id per code (a retry appends nothing), skipping codes the types stream already has.
 * The catalogue's own events stay in the log. Done once per store: a marker event in
 * system.migration-requirement-types-catalogue; a run cut short is completed by the next start.
 */
@Injectable()
export class RequirementTypesMigration {
  private readonly logger = new Logger('Migration');
  constructor(
    private readonly store: EventStore,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async run(): Promise<{ migrated: string[]; skipped: string[] } | null> {
    if ((await this.store.readStream(MIGRATION_STREAM)).length > 0) return null;
    const items = await this.oldItems();
    const out = { migrated: [] as string[], skipped: [] as string[] };
    const existing = await this.existingCodes();
    for (const item of items.values()) {
      const fields = typeOfOldItem(item);
      if (!fields || existing.has(fields.code)) {
        out.skipped.push(item.code);
        continue;
      }
      const body = { commandId: `migrate-reqtype-${fields.code}`, ...fields };
      await this.commands.execute(new SaveRequirementTypeCommand(SYSTEM, body));
      out.migrated.push(fields.code);
    }
    await this.markDone(out);
    if (items.size > 0)
      this.logger.log(
        `requirement-types catalogue: ${out.migrated.length} types migrated, skipped ${out.skipped.join(', ') || 'none'}`,
      );
    return out;
  }

  /** Every item the old catalogue's events built, read once from the whole log. */
  private async oldItems(): Promise<Map<string, OldTypeItem>> {
    const items = new Map<string, OldTypeItem>();
    let from = 0;
    for (;;) {
      const page = await this.store.readAll(from, 5000);
      if (page.length === 0) return items;
      for (const e of page)
        if (CATALOG_TYPES.has(e.type)) foldOldItem(items, e as unknown as CatalogItemEvent);
      from = page[page.length - 1]?.position ?? from;
    }
  }

  private async existingCodes(): Promise<Set<string>> {
    let state = requirementTypesSpec.initial();
    for (const e of await this.store.readStream(STREAMS.requirementTypes()))
      state = requirementTypesSpec.evolve(
        state,
        e as Parameters<typeof requirementTypesSpec.evolve>[1],
      );
    return new Set(Object.keys(state.types));
  }

  private async markDone(counts: { migrated: string[]; skipped: string[] }): Promise<void> {
    const event = { type: 'system.MigrationCompleted', version: 1, data: { ...counts } };
    const now = this.clock.now();
    try {
      await this.store.append(
        MIGRATION_STREAM,
        [
          seedEvent(
            { seedCommand: MIGRATION_ID, stream: MIGRATION_STREAM, revision: 0 },
            event,
            now,
          ),
        ],
        'no_stream',
      );
    } catch (err) {
      if (!(err instanceof WrongExpectedRevisionError)) throw err; // another node finished first
    }
  }
}
