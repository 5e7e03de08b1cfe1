import {
  exhaustive,
  type PersonStreamEvent,
  DomainError,
  type DocumentTypeFacts,
  type IndisciplineEntry,
  type IndisciplineRecorded,
  type PersonFields,
  type PersonPhotoSet,
  type PersonPositionAssigned,
  type PersonRegistered,
  type PersonState,
  type PersonStateChanged,
  type PersonUpdated,
  type PhotoKind,
} from '@faena/contracts';
import { assertDocumentFits, sameDocument } from './person-document.decider';
import { emptyDetails } from './person-fields';

/** catalog.person-<id> folded: the snapshot the flows read plus the administration state. */
export interface Person {
  snapshot: PersonRegistered['data'] | null;
  state: PersonState;
  photos: Partial<Record<PhotoKind, string>>;
  indiscipline: IndisciplineEntry[];
}

export const initialPerson = (): Person => ({
  snapshot: null,
  state: 'active',
  photos: {},
  indiscipline: [],
});

/** The events of catalog.person-<personId>. */
export type PersonEvent = PersonStreamEvent;

export function evolvePerson(s: Person, e: PersonEvent): Person {
  switch (e.type) {
    case 'catalog.PersonRegistered':
      return {
        ...s,
        snapshot: e.data,
        state: e.data.condition === 'CESADO' ? 'terminated' : 'active',
      };
    case 'catalog.PersonUpdated':
      return { ...s, snapshot: e.data };
    case 'catalog.PersonStateChanged':
      return { ...s, state: e.data.state };
    case 'catalog.PersonPositionAssigned':
      return s.snapshot ? { ...s, snapshot: { ...s.snapshot, position: e.data.position } } : s;
    case 'catalog.IndisciplineRecorded':
      return { ...s, indiscipline: [...s.indiscipline, e.data] };
    case 'catalog.PersonPhotoSet':
      return { ...s, photos: { ...s.photos, [e.data.kind]: e.data.key } };
    default:
      return exhaustive(e, s);
  }
}

type Input = { personId: string; fields: PersonFields; companyName: string; today: string };
/** A registration or update also gets the document type's catalogue item (null: unknown type). */
type CheckedInput = Input & { documentType: DocumentTypeFacts | null };

type Snapshot = PersonRegistered['data'] & {
  details: NonNullable<PersonRegistered['data']['details']>;
};

function snapshotOf({ personId, fields, companyName, today }: Input): Snapshot {
  const {
    documentType,
    documentNumber,
    names,
    surnames,
    companyId,
    position,
    condition,
    ...details
  } = fields;
  return {
    personId,
    documentType,
    documentNumber,
    names,
    surnames,
    companyId,
    companyName,
    position,
    condition,
    details: { ...details, registrationDate: details.registrationDate || today },
  };
}

export function registerPerson(
  { documentType, ...input }: CheckedInput,
  s: Person,
): PersonRegistered[] {
  if (s.snapshot) throw new DomainError('catalog.alreadyExists');
  assertDocumentFits(input.fields.documentType, input.fields.documentNumber, documentType);
  return [{ type: 'catalog.PersonRegistered', data: snapshotOf(input) }];
}

/** A terminated person is read-only: every change but a position assignment is refused. */
function editable(s: Person): PersonRegistered['data'] {
  if (!s.snapshot) throw new DomainError('catalog.personNotFound');
  if (s.state === 'terminated') throw new DomainError('catalog.personTerminated');
  return s.snapshot;
}

/** The document is checked against its type when it changes (an unchanged one stays valid). */
export function updatePerson({ documentType, ...input }: CheckedInput, s: Person): PersonUpdated[] {
  const current = editable(s);
  if (!sameDocument(current, input.fields))
    assertDocumentFits(input.fields.documentType, input.fields.documentNumber, documentType);
  const registrationDate = current.details?.registrationDate || input.today;
  const next = snapshotOf({ ...input, today: registrationDate });
  if (JSON.stringify(next) === JSON.stringify(current)) return [];
  return [{ type: 'catalog.PersonUpdated', data: next }];
}

type StateInput = { personId: string; state: PersonState; reason: string; date: string };

/** Terminating also records the CESADO condition in a snapshot, so the flows see it. */
export function changePersonState(
  input: StateInput,
  s: Person,
): Array<PersonStateChanged | PersonUpdated> {
  const current = editable(s);
  if (s.state === input.state) return [];
  const changed: PersonStateChanged = { type: 'catalog.PersonStateChanged', data: input };
  if (input.state !== 'terminated') return [changed];
  const details =
    current.details ??
    snapshotOf({
      personId: input.personId,
      fields: emptyDetails(current),
      companyName: current.companyName,
      today: input.date,
    }).details;
  return [
    changed,
    {
      type: 'catalog.PersonUpdated',
      data: { ...current, condition: 'CESADO', details: { ...details, endDate: input.date } },
    },
  ];
}

/** The one change a terminated person still takes (spec §4). */
export function assignPosition(
  input: { personId: string; position: string; positionId: string },
  s: Person,
): PersonPositionAssigned[] {
  if (!s.snapshot) throw new DomainError('catalog.personNotFound');
  if (s.snapshot.position === input.position) return [];
  return [{ type: 'catalog.PersonPositionAssigned', data: input }];
}

export function recordIndiscipline(
  input: IndisciplineEntry & { personId: string },
  s: Person,
): IndisciplineRecorded[] {
  editable(s);
  if (s.indiscipline.some((i) => i.entryId === input.entryId)) return [];
  return [{ type: 'catalog.IndisciplineRecorded', data: input }];
}

export function setPersonPhoto(
  input: { personId: string; kind: PhotoKind; key: string },
  s: Person,
): PersonPhotoSet[] {
  editable(s);
  return s.photos[input.kind] === input.key
    ? []
    : [{ type: 'catalog.PersonPhotoSet', data: input }];
}
