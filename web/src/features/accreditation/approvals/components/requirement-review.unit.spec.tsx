import { act, fireEvent, screen } from '@testing-library/react';
import {
  API,
  type ChangeMessage,
  type RequestRequirement,
  type RequirementStatusRow,
  type SessionUser,
} from '@faena/contracts';
import { useLiveRoom } from '../../../../hooks/use-live-room';
import { useSession } from '../../../../stores/session.store';
import { jsonResponse, renderUi, setupI18n } from '../../../../test/render';
import { RequirementReview } from './requirement-review';

jest.mock('../../../../hooks/use-live-room', () => ({ useLiveRoom: jest.fn() }));
const signInAs = (companyId: string | null) =>
  useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, {
    username: 'APROBADOR',
    profile: { clientId: 'MINERA-ANDINA', companyId, permissions: ['requirements.review'] },
  } as unknown as SessionUser);

const requirement = (over: Partial<RequestRequirement>): RequestRequirement => ({
  code: 'EMO',
  description: 'Examen médico ocupacional',
  kind: 'S',
  state: 'pending',
  docId: 'D1',
  fileName: 'emo.pdf',
  expiresOn: '2026-12-31',
  ...over,
});

let calls: Array<{ url: string; body: unknown }>;
let list: RequestRequirement[];
beforeEach(async () => {
  calls = [];
  list = [
    requirement({}),
    requirement({ code: 'SCTR', description: 'Seguro SCTR', state: 'approved', docId: 'D2' }),
    requirement({
      code: 'VISADO',
      description: 'Visado',
      kind: 'A',
      state: 'missing',
      docId: null,
    }),
  ];
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(init.body as string) : undefined });
    if (url.startsWith(API.requestRequirements.path))
      return Promise.resolve(jsonResponse(200, { result: list }));
    return Promise.resolve(jsonResponse(200, { result: { id: 'D1', revision: 1, position: 9 } }));
  }) as unknown as typeof fetch;
  await setupI18n('es');
});

const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const click = async (testId: string) => {
  fireEvent.click(screen.getByTestId(testId));
  await settle();
};
const posted = (path: string) => calls.filter((c) => c.url.startsWith(path)).map((c) => c.body);

describe("the approval screen's requirements", () => {
  it('shows each requirement with its state, its document and review buttons only when pending', async () => {
    renderUi(<RequirementReview requestId="R1" personId="P1" canReview />);
    await settle();
    expect(calls[0]?.url).toBe(`${API.requestRequirements.path}?requestId=R1&urlPath=%2F`);
    expect(screen.getByTestId('requirement-state-EMO').textContent).toBe('Pendiente de revisión');
    expect(screen.getByTestId('requirement-state-SCTR').textContent).toBe('Aprobado');
    expect(screen.getByTestId('requirement-state-VISADO').textContent).toBe('Falta');
    expect(screen.getByTestId('requirement-file-EMO').textContent).toBe('emo.pdf');
    expect(screen.queryByTestId('requirement-file-VISADO')).toBeNull();
    expect(screen.getByTestId('requirement-approve-EMO')).toBeTruthy();
    expect(screen.queryByTestId('requirement-approve-SCTR')).toBeNull();
  });

  it('approves a document, then shows the state it reloads', async () => {
    renderUi(<RequirementReview requestId="R1" personId="P1" canReview />);
    await settle();
    list = [requirement({ state: 'approved' })];
    await click('requirement-approve-EMO');
    expect(posted(API.requirementDocumentApprove.path)).toEqual([
      expect.objectContaining({ subject: { entity: 'P', id: 'P1' }, docId: 'D1' }),
    ]);
    expect(screen.getByTestId('requirement-state-EMO').textContent).toBe('Aprobado');
    expect(screen.queryByTestId('requirement-approve-EMO')).toBeNull();
  });

  it('rejects with the reason typed inline', async () => {
    renderUi(<RequirementReview requestId="R1" personId="P1" canReview />);
    await settle();
    await click('requirement-reject-EMO');
    fireEvent.change(screen.getByTestId('requirement-reason-EMO'), {
      target: { value: 'Ilegible' },
    });
    await click('requirement-reject-confirm-EMO');
    expect(posted(API.requirementDocumentReject.path)).toEqual([
      expect.objectContaining({ docId: 'D1', reason: 'Ilegible' }),
    ]);
  });

  it('offers no review to whoever may not review, and says so in English too', async () => {
    await setupI18n('en');
    renderUi(<RequirementReview requestId="R1" personId="P1" canReview={false} />);
    await settle();
    expect(screen.getByTestId('requirement-state-EMO').textContent).toBe('Pending review');
    expect(screen.queryByTestId('requirement-approve-EMO')).toBeNull();
  });

  describe('live, through the requirements room of the client', () => {
    const pushed = (subjectId: string, position: number) => {
      const onMessage = jest.mocked(useLiveRoom).mock.calls.at(-1)?.[1] as (
        m: ChangeMessage<Partial<RequirementStatusRow>>,
      ) => void;
      return act(async () => {
        onMessage({
          room: 'requirements:MINERA-ANDINA',
          kind: 'requirement.changed',
          position,
          payload: { subjectEntity: 'P', subjectId, status: 'approved' },
        });
        await new Promise((r) => setTimeout(r, 0));
      });
    };

    it("reloads the list when a document of the person is reviewed elsewhere, not for another person's", async () => {
      signInAs(null);
      renderUi(<RequirementReview requestId="R1" personId="P1" canReview />);
      await settle();
      expect(jest.mocked(useLiveRoom).mock.calls.at(-1)?.[0]).toBe('requirements:MINERA-ANDINA');
      list = [requirement({ state: 'approved' })];
      await pushed('P2', 10);
      expect(screen.getByTestId('requirement-state-EMO').textContent).toBe('Pendiente de revisión');
      await pushed('P1', 11);
      expect(screen.getByTestId('requirement-state-EMO').textContent).toBe('Aprobado');
    });

    it('keeps a contractor out of the client-wide room', async () => {
      signInAs('EMP-SERMISUR');
      renderUi(<RequirementReview requestId="R1" personId="P1" canReview={false} />);
      await settle();
      expect(jest.mocked(useLiveRoom).mock.calls.at(-1)?.[0]).toBeNull();
    });
  });
});
