import type { ClientRegistered, ClientRow } from '@faena/contracts';
import { handlersOf } from '../runner/handlers';
import { defineProjection } from '../runner/projection';

export const CLIENTS_COLLECTION = 'clients_v1';

/** clients.v1: one ClientRow per client (with its divisions). */
export const clientsProjection = defineProjection({
  name: 'clients.v1',
  collections: [{ name: CLIENTS_COLLECTION, indexes: ['name'] }],
  ...handlersOf<ClientRegistered>({
    'catalog.ClientRegistered': ({ data }, ctx) => {
      const row: ClientRow = {
        clientId: data.clientId,
        name: data.name,
        divisions: data.divisions.map((d) => ({ divisionId: d.divisionId, name: d.name })),
      };
      ctx.put(CLIENTS_COLLECTION, row.clientId, { ...row });
    },
  }),
});
