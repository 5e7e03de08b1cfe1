import type { PersonDocumentClaimed, PersonDocumentReleased } from '@faena/contracts';
import type { StreamSpec } from '../../platform/commands/command-runner';

type HolderEvent = PersonDocumentClaimed | PersonDocumentReleased;

/** Who holds a document (catalog.document-<TYPE>-<NUMBER>), folded from the catalog's own stream. */
export const documentHolderSpec: StreamSpec<string | null, HolderEvent> = {
  initial: () => null,
  evolve: (holder, e) =>
    e.type === 'catalog.PersonDocumentClaimed'
      ? e.data.personId
      : holder === e.data.personId
        ? null
        : holder,
};
