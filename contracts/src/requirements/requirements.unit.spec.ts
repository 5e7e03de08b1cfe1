import { ERRORS } from '../shared/errors';
import { MESSAGES_EN, MESSAGES_ES } from '../shared/messages';
import {
  RejectRequirementDocumentBodySchema,
  SaveRequirementTypeBodySchema,
  SubmitRequirementDocumentBodySchema,
} from './requirements.schemas';

const issues = (r: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message]);

const submit = {
  commandId: 'cmd-00001',
  subject: { entity: 'P', id: 'person-1' },
  typeCode: 'INDUCCION',
  issuedOn: '2026-01-10',
  expiresOn: '2026-12-31',
  file: { fileName: 'induccion.pdf', contentBase64: 'JVBERi0=' },
};

describe('requirements contracts', () => {
  const codes = Object.keys(ERRORS).filter((c) => c.startsWith('requirements.'));

  it.each(codes)('%s has a Spanish and an English text', (code) => {
    const key = ERRORS[code as keyof typeof ERRORS].key;
    expect(MESSAGES_ES[key]).toBeTruthy();
    expect(MESSAGES_EN[key]).toBeTruthy();
  });

  it("answers the spec's words for missing, pending and expired requirements", () => {
    expect(MESSAGES_ES['errors:requirements.missing']).toBe(
      'Debe ingresar y adjuntar todos los requisitos',
    );
    expect(MESSAGES_EN['errors:requirements.pendingReview']).toBe(
      'You cannot act while applicant requirements are pending review',
    );
    expect(MESSAGES_EN['errors:requirements.expired']).toBe(
      'The worker is not enabled because an access validation has expired',
    );
  });

  it('accepts a well-formed document submission', () =>
    expect(SubmitRequirementDocumentBodySchema.safeParse(submit).success).toBe(true));

  it('names the field of a bad date and of an unknown entity', () =>
    expect(
      issues(
        SubmitRequirementDocumentBodySchema.safeParse({
          ...submit,
          subject: { entity: 'X', id: 'p' },
          expiresOn: '2026-02-30',
        }),
      ),
    ).toEqual([
      ['subject.entity', 'common:requiredField'],
      ['expiresOn', 'common:invalidDate'],
    ]));

  it('requires the reason of a rejection', () =>
    expect(
      issues(
        RejectRequirementDocumentBodySchema.safeParse({
          commandId: 'cmd-00001',
          subject: { entity: 'P', id: 'p' },
          docId: 'd',
          reason: ' ',
        }),
      ),
    ).toEqual([['reason', 'common:requiredField']]));

  it('refuses a type code with spaces and defaults the applicability lists', () => {
    const body = {
      commandId: 'cmd-00001',
      code: 'INDUCCION',
      description: 'Inducción de seguridad',
      entity: 'P',
      kind: 'S',
      notifyDaysBefore: 15,
      active: true,
      applicability: { zoneIds: ['z1'] },
    };
    expect(SaveRequirementTypeBodySchema.parse(body).applicability).toEqual({
      clientIds: [],
      contractIds: [],
      positionTypeIds: [],
      zoneIds: ['z1'],
    });
    expect(issues(SaveRequirementTypeBodySchema.safeParse({ ...body, code: 'A B' }))).toEqual([
      ['code', 'requirements:codeFormat'],
    ]);
  });
});
