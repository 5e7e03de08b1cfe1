import { REQUEST_PICKED_FIELDS, ValidationError } from '@faena/contracts';
import {
  contractRegistered,
  deciderSpec,
  IDS,
  personRegistered,
  requestDraftSaved,
  requestSubmitted,
  REQUEST_PICKED,
  REQUEST_PICKED_FACTS,
  TODAY,
} from '@faena/test-kit';
import {
  evolveRequest,
  initialRequest,
  saveDraft,
  submitRequest,
  type Request,
  type SubmitInput,
} from './request.decider';

const given = deciderSpec({ evolve: evolveRequest, initialState: initialRequest });
const input = (
  body: Partial<SubmitInput['body']>,
  known: SubmitInput['picked']['known'] = REQUEST_PICKED_FACTS.known,
): SubmitInput => ({
  requestId: IDS.request,
  code: 'SOL-REQ-001',
  today: TODAY,
  submitter: { userId: IDS.submitter, clientId: IDS.client, companyId: null, contractor: false },
  person: { ...personRegistered().data, personName: 'Ana Quispe Rojas' },
  contract: contractRegistered().data,
  body: {
    personId: IDS.person,
    contractId: IDS.contract,
    startDate: TODAY,
    endDate: '2026-06-30',
    reason: 'Ingreso a faena',
    observation: '',
    ...REQUEST_PICKED,
    ...body,
  },
  picked: { ...REQUEST_PICKED_FACTS, known },
});
const submit = (i: SubmitInput) => (s: Request) => submitRequest(i, s);
const draft = (i: SubmitInput) => (s: Request) => saveDraft(i, s);

/** The field issues a command fails with (a ValidationError), as [path, message] pairs. */
function issuesOf(run: () => unknown): Array<[string, string]> {
  try {
    run();
  } catch (err) {
    if (err instanceof ValidationError) return err.issues.map((i) => [i.path, i.message]);
    throw err;
  }
  throw new Error('expected a ValidationError');
}

describe('Accreditation request: place, profile, unit, cost center, position, function', () => {
  it('records them on the request, the position with its name', () =>
    given([])
      .when(submit(input({})))
      .then([requestSubmitted()]));

  describe.each(REQUEST_PICKED_FIELDS)('the field %s', (field) => {
    it("is required to send the request ('Required field'), naming the field", () => {
      const when = submit(input({ [field]: '' }));
      expect(issuesOf(() => when(initialRequest()))).toEqual([[field, 'common:requiredField']]);
    });
    it('must name an active item of its catalogue in the client', () => {
      const known = { ...REQUEST_PICKED_FACTS.known, [field]: false };
      const when = submit(input({ [field]: 'NO-EXISTE' }, known));
      expect(issuesOf(() => when(initialRequest()))).toEqual([[field, 'catalogs:refNotFound']]);
    });
    it('may wait in a draft (Incompleta)', () =>
      given([])
        .when(draft(input({ [field]: '' })))
        .then([
          requestDraftSaved({
            [field]: '',
            ...(field === 'positionId' ? { positionName: '' } : {}),
          }),
        ]));
  });

  it('answers every missing field at once', () => {
    const none = Object.fromEntries(REQUEST_PICKED_FIELDS.map((f) => [f, '']));
    const issues = issuesOf(() => submit(input(none, {}))(initialRequest()));
    expect(issues.map(([path]) => path)).toEqual([...REQUEST_PICKED_FIELDS]);
  });

  it('refuses a draft naming an unknown item', () => {
    const known = { ...REQUEST_PICKED_FACTS.known, place: false };
    expect(issuesOf(() => draft(input({ place: 'X' }, known))(initialRequest()))).toEqual([
      ['place', 'catalogs:refNotFound'],
    ]);
  });

  it('keeps them when the draft is sent', () =>
    given([requestDraftSaved()])
      .when(submit({ ...input({}), fromDraft: true }))
      .then([requestSubmitted()]));
});
