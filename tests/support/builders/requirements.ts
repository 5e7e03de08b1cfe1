import { IDS } from './ids';

/**
 * A person's requirement facts for the booking rule (PersonRequirements of requirements/facts):
 * one active person type EMO of the builders' client, with one approved document from issuedOn to
 * expiresOn, or none when expiresOn is null.
 */
export const personRequirements = (
  over: { expiresOn?: string | null; issuedOn?: string; clientId?: string } = {},
) => {
  const { expiresOn = '2026-12-31', issuedOn = '2026-01-01', clientId = IDS.client } = over;
  const applicability = {
    clientIds: [clientId],
    contractIds: [],
    positionTypeIds: [],
    zoneIds: [],
  };
  const emo = {
    code: 'EMO',
    description: 'Examen médico ocupacional',
    entity: 'P' as const,
    kind: 'S' as const,
    active: true,
    applicability,
  };
  const doc = {
    docId: 'DOC-1',
    typeCode: 'EMO',
    status: 'approved' as const,
    issuedOn,
    fileName: 'emo.pdf',
  };
  return {
    types: { types: { EMO: emo } },
    documents: { documents: expiresOn === null ? [] : [{ ...doc, expiresOn }] },
    positionTypeIds: [] as string[],
  };
};
