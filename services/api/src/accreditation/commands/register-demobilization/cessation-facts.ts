import { catalogItemStream, CESSATION_REASONS_CATALOG } from '@faena/contracts';
import type { StreamReader } from '../../../platform/commands/command-runner';
import { catalogItemSpec } from '../../../catalogs/catalog-streams';

/** True when the code is an active item of the termination-reasons catalogue (read from its stream). */
export async function cessationReasonExists(reader: StreamReader, code: string): Promise<boolean> {
  const item = await reader.load(
    catalogItemStream(CESSATION_REASONS_CATALOG, null, code),
    catalogItemSpec,
  );
  return item.exists && item.active === 'S';
}
