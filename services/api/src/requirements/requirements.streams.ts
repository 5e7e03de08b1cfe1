import type {
  CompanyRegistered,
  DomainEvent,
  PersonStreamEvent,
  RequirementDocumentEvent,
  RequirementSubject,
  RequirementTypeEvent,
  VehicleRegistered,
  VehicleUpdated,
} from '@faena/contracts';
import { STREAMS } from '@faena/contracts';
import type { StreamSpec } from '../platform/commands/command-runner';
import {
  evolveRequirementTypes,
  initialRequirementTypes,
  type RequirementTypes,
} from './domain/requirement-types.decider';
import {
  evolveSubjectDocuments,
  initialSubjectDocuments,
  type SubjectDocuments,
} from './domain/requirement-documents.decider';

export const requirementTypesSpec: StreamSpec<RequirementTypes, RequirementTypeEvent> = {
  initial: initialRequirementTypes,
  evolve: evolveRequirementTypes,
};

export const subjectDocumentsSpec: StreamSpec<SubjectDocuments, RequirementDocumentEvent> = {
  initial: initialSubjectDocuments,
  evolve: evolveSubjectDocuments,
};

type OwnerEvent = PersonStreamEvent | VehicleRegistered | VehicleUpdated | CompanyRegistered;

/**
 * The company a subject belongs to, from administration's stream of the person, the vehicle or
 * the company itself (requirements keeps its own view of those events); null while it does not exist.
 */
const ownerSpec: StreamSpec<{ companyId: string | null }, OwnerEvent> = {
  initial: () => ({ companyId: null }),
  evolve: (state, e) => ownerOf(e) ?? state,
};

function ownerOf(e: DomainEvent & OwnerEvent): { companyId: string } | null {
  switch (e.type) {
    case 'catalog.PersonRegistered':
    case 'catalog.PersonUpdated':
    case 'catalog.VehicleRegistered':
    case 'catalog.VehicleUpdated':
    case 'catalog.CompanyRegistered':
      return { companyId: e.data.companyId };
    default:
      return null;
  }
}

const ownerStream = (s: RequirementSubject): string => {
  switch (s.entity) {
    case 'P':
      return STREAMS.person(s.id);
    case 'V':
      return STREAMS.vehicle(s.id);
    case 'C':
      return STREAMS.company(s.id);
  }
};

/** The subject's owner stream and how it folds, for a handler's reader. */
export const subjectOwner = (s: RequirementSubject) => ({
  stream: ownerStream(s),
  spec: ownerSpec,
});
