import { exhaustive, type RequestEvent } from '@faena/contracts';
import { evolveRequest, initialRequest } from './request.decider';

/**
 * Compile-time checks (`npm run typecheck` covers spec files): a request's evolve takes the
 * registry's union, and a switch or handler table over it must name every type. Each
 * `@ts-expect-error` fails the typecheck when the line it guards stops being an error.
 */
type RequestType = RequestEvent['type'];

/** An evolve that forgets one type: its `exhaustive` default no longer compiles. */
const forgetsRemoval = (seen: RequestType[], e: RequestEvent): RequestType[] => {
  switch (e.type) {
    case 'accreditation.RequestDraftSaved':
    case 'accreditation.RequestSubmitted':
    case 'accreditation.RequestApproved':
    case 'accreditation.RequestObserved':
    case 'accreditation.RequestRejected':
    case 'accreditation.RequestResubmitted':
    case 'accreditation.RequestAttachmentAdded':
    case 'accreditation.RequestAttachmentRemoved':
      return [...seen, e.type];
    default:
      // @ts-expect-error accreditation.RequestRemoved is not handled
      return exhaustive(e, seen);
  }
};

/** A handler table typed by the union: leaving a type out is an error. */
const labels = {
  'accreditation.RequestDraftSaved': 'I',
  'accreditation.RequestSubmitted': 'P',
  'accreditation.RequestApproved': 'A',
  'accreditation.RequestObserved': 'O',
  'accreditation.RequestRejected': 'R',
  'accreditation.RequestResubmitted': 'P',
  'accreditation.RequestRemoved': 'E',
  'accreditation.RequestAttachmentAdded': '+',
  // @ts-expect-error accreditation.RequestAttachmentRemoved has no entry
} satisfies Record<RequestType, string>;

describe('request events: typed by the accreditation registry', () => {
  it('refuses to fold a type the registry does not list (and leaves the state at run time)', () => {
    const unknown = { type: 'accreditation.RequestArchived', data: { requestId: 'R1' } };
    // @ts-expect-error a type outside the request union is not an event of the stream
    expect(evolveRequest(initialRequest(), unknown)).toEqual(initialRequest());
  });

  it('lets an evolve that forgets a type fall through to exhaustive at run time', () => {
    const removed: RequestEvent = {
      type: 'accreditation.RequestRemoved',
      data: { requestId: 'R1', personId: 'P1', clientId: 'C1', removedBy: 'U1' },
    };
    expect(forgetsRemoval([], removed)).toEqual([]);
    expect(Object.keys(labels)).toHaveLength(8);
  });
});
