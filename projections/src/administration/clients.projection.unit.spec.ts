import { projectionSpec } from '@faena/test-kit';
import { CLIENTS_COLLECTION, clientsProjection } from './clients.projection';

const clientRegistered = (name = 'Minera Andina') => ({
  type: 'catalog.ClientRegistered',
  data: {
    clientId: 'C1',
    name,
    divisions: [
      { divisionId: 'D1', name: 'Norte' },
      { divisionId: 'D2', name: 'Sur' },
    ],
  },
});

describe('clients.v1', () => {
  it('writes the client row with its divisions', () =>
    projectionSpec(clientsProjection)
      .given([clientRegistered()])
      .thenDocument(CLIENTS_COLLECTION, 'C1', {
        clientId: 'C1',
        name: 'Minera Andina',
        divisions: [
          { divisionId: 'D1', name: 'Norte' },
          { divisionId: 'D2', name: 'Sur' },
        ],
      })
      .thenNotices([]));

  it('replaces the row when the client is registered again', () =>
    projectionSpec(clientsProjection)
      .given([clientRegistered(), clientRegistered('Minera Andina S.A.')])
      .thenDocument(
        CLIENTS_COLLECTION,
        'C1',
        expect.objectContaining({ name: 'Minera Andina S.A.' }),
      ));

  it('ignores events it does not handle', () =>
    projectionSpec(clientsProjection)
      .given([{ type: 'catalog.CompanyRegistered', data: { companyId: 'X' } }])
      .thenDocuments({ [CLIENTS_COLLECTION]: {} }));

  it('gives identical documents on replay', () =>
    projectionSpec(clientsProjection)
      .given([clientRegistered(), clientRegistered('B')])
      .thenSameOnReplay());
});
