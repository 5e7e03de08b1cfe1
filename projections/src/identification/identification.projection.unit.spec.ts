import {
  credentialInactivated,
  credentialIssued,
  credentialPrinted,
  identificationTypeAssigned,
  projectionSpec,
  type GivenEvent,
} from '@faena/test-kit';
import {
  CREDENTIALS_COLLECTION,
  identificationProjection,
  PERSON_IDENTIFICATION_COLLECTION,
} from './identification.projection';

const meta = { occurredAt: '2026-03-10T12:00:00.000Z', userId: 'ADMIN', profileId: 'PF1' };
let revision = 0;
const stored = (
  e: { type: string; data: object },
  stream = 'identification.credentials-PER-001-CLI-ANDINA',
): GivenEvent => ({ ...e, stream, revision: revision++, metadata: meta });
const spec = projectionSpec(identificationProjection);
const issued = {
  ...credentialIssued().data,
  active: true,
  inactivationReason: null,
  inactivatedOn: null,
  printed: false,
  issuedAt: meta.occurredAt,
};

describe('identification.v1', () => {
  it('writes a credential row when it is issued, active and not printed', () =>
    spec
      .given([stored(credentialIssued())])
      .thenDocument(CREDENTIALS_COLLECTION, 'CRE-001', { ...issued, version: 1 }));
  it('sets the printed flag, then records the inactivation with its reason and day', () =>
    spec
      .given([
        stored(credentialIssued()),
        stored(credentialPrinted()),
        stored(credentialInactivated()),
      ])
      .thenDocument(CREDENTIALS_COLLECTION, 'CRE-001', {
        ...issued,
        printed: true,
        active: false,
        inactivationReason: 'ROBO',
        inactivatedOn: '2026-03-12',
        version: 3,
      }));
  it('leaves a credential it never saw issued alone', () =>
    spec
      .given([stored(credentialPrinted({ credentialId: 'CRE-404' }))])
      .thenNoDocument(CREDENTIALS_COLLECTION, 'CRE-404'));
  it("keeps a person's identification type, the last one assigned", () =>
    spec
      .given([
        stored(identificationTypeAssigned(), 'identification.person-PER-001'),
        stored(
          identificationTypeAssigned({ identificationType: 'HUELLA' }),
          'identification.person-PER-001',
        ),
      ])
      .thenDocument(PERSON_IDENTIFICATION_COLLECTION, 'PER-001', {
        personId: 'PER-001',
        identificationType: 'HUELLA',
        assignedBy: 'CLI-ANDINA',
        version: 2,
      }));
  it('tells the client room of each change', () =>
    spec
      .given([stored(credentialIssued()), stored(credentialPrinted())])
      .thenNotices([
        expect.objectContaining({
          room: 'identification:CLI-ANDINA',
          kind: 'identification.changed',
        }),
        expect.objectContaining({
          room: 'identification:CLI-ANDINA',
          kind: 'identification.changed',
          payload: expect.objectContaining({ printed: true }),
        }),
      ])
      .thenSameOnReplay());
});
