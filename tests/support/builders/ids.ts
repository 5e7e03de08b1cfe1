/** Fixed ids the builders default to, so specs read like sentences. */
export const IDS = {
  client: 'CLI-ANDINA',
  otherClient: 'CLI-OTRA',
  division: 'DIV-NORTE',
  company: 'EMP-CONTRATA',
  otherCompany: 'EMP-OTRA',
  contract: 'CTR-001',
  person: 'PER-001',
  otherPerson: 'PER-002',
  request: 'REQ-001',
  zone: 'ZON-01',
  doorIn: 'PUE-01-E',
  doorOut: 'PUE-01-S',
  doorBoth: 'PUE-01-A',
  trip: 'VIA-001',
  hotel: 'HOT-01',
  room: 'HAB-101',
  bed: 'CAM-101-A',
  otherBed: 'CAM-101-B',
  submitter: 'SOLICITANTE',
  approver: 'APROBADOR',
} as const;

/** The day the specs run on; start dates at or after it are valid. */
export const TODAY = '2026-03-10';
