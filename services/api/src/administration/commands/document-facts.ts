import { catalogItemStream, type DocumentTypeFacts } from '@faena/contracts';
import type { StreamReader } from '../../platform/commands/command-runner';
import { catalogItemSpec } from '../../catalogs/catalog-streams';
import { evolveDocumentHolder, initialDocumentHolder } from '../domain/person-document.decider';

export const DOCUMENT_TYPES_CATALOG = 'document-types';
export const documentHolderSpec = { initial: initialDocumentHolder, evolve: evolveDocumentHolder };

/**
 * The document type's catalogue item, read from its stream at decision time: the first country
 * (in the order given, e.g. the person's country, then the company's) that has an active item of
 * that code; else the first one that has the item at all (inactive); else null (unknown type).
 */
export async function documentTypeFacts(
  reader: StreamReader,
  code: string,
  countries: readonly string[],
): Promise<DocumentTypeFacts | null> {
  let found: DocumentTypeFacts | null = null;
  for (const country of [...new Set(countries.filter((c) => c))]) {
    const item = await reader.load(
      catalogItemStream(DOCUMENT_TYPES_CATALOG, country, code),
      catalogItemSpec,
    );
    if (!item.exists) continue;
    const facts: DocumentTypeFacts = {
      code: item.code,
      country,
      length: Number(item.values['length'] ?? 0),
      exact: item.values['exactLength'] === 'S',
      active: item.active === 'S',
    };
    if (facts.active) return facts;
    found ??= facts;
  }
  return found;
}
