import type {
  VisitApproved,
  VisitCorrected,
  VisitObserved,
  VisitRejected,
  VisitRequested,
  VisitorAdmitted,
  VisitorBooked,
  VisitorReleased,
} from '@faena/contracts';
import { IDS } from './ids';

export const VISIT_ID = 'VIS-001';
export const VISITOR = {
  personId: 'PER-VIS-1',
  personName: 'Lucía Torres Vega',
  documentType: 'DNI',
  documentNumber: '70112233',
};

export const visitRequested = (over: Partial<VisitRequested['data']> = {}): VisitRequested => ({
  type: 'accreditation.VisitRequested',
  data: {
    visitId: VISIT_ID,
    code: 'VIS-VIS00001',
    clientId: IDS.client,
    hostId: IDS.person,
    hostName: 'Ana Quispe Rojas',
    visitors: [VISITOR],
    zoneIds: [IDS.zone],
    startDate: '2026-03-10',
    endDate: '2026-03-12',
    observation: '',
    requestedBy: IDS.submitter,
    ...over,
  },
});

type Decided = VisitApproved['data'];
const decided = (over: Partial<Decided>): Decided => ({
  visitId: VISIT_ID,
  clientId: IDS.client,
  comment: '',
  decidedBy: IDS.submitter,
  ...over,
});
export const visitApproved = (over: Partial<Decided> = {}): VisitApproved => ({
  type: 'accreditation.VisitApproved',
  data: decided(over),
});
export const visitObserved = (over: Partial<Decided> = {}): VisitObserved => ({
  type: 'accreditation.VisitObserved',
  data: decided(over),
});
export const visitRejected = (over: Partial<Decided> = {}): VisitRejected => ({
  type: 'accreditation.VisitRejected',
  data: decided(over),
});

export const visitCorrected = (over: Partial<VisitCorrected['data']> = {}): VisitCorrected => ({
  type: 'accreditation.VisitCorrected',
  data: {
    visitId: VISIT_ID,
    clientId: IDS.client,
    zoneIds: [IDS.zone, 'ZON-02'],
    startDate: '2026-03-11',
    endDate: '2026-03-13',
    observation: 'Con la zona 2',
    correctedBy: IDS.submitter,
    ...over,
  },
});

type Slot = VisitorBooked['data'];
const slot = (over: Partial<Slot>): Slot => ({
  personId: VISITOR.personId,
  clientId: IDS.client,
  visitId: VISIT_ID,
  startDate: '2026-03-10',
  endDate: '2026-03-12',
  ...over,
});
export const visitorBooked = (over: Partial<Slot> = {}): VisitorBooked => ({
  type: 'accreditation.VisitorBooked',
  data: slot(over),
});
export const visitorReleased = (over: Partial<Slot> = {}): VisitorReleased => ({
  type: 'accreditation.VisitorReleased',
  data: slot(over),
});
export const visitorAdmitted = (over: Partial<VisitorAdmitted['data']> = {}): VisitorAdmitted => ({
  type: 'accreditation.VisitorAdmitted',
  data: { ...slot(over), zoneIds: over.zoneIds ?? [IDS.zone] },
});
