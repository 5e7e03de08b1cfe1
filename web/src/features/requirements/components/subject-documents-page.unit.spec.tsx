import { urlText, sentJson } from '../../../test/fetch';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { API, type RequirementDocumentRow, type SessionUser } from '@faena/contracts';
import { jsonResponse, renderUi, setupI18n } from '../../../test/render';
import { useSession } from '../../../stores/session.store';
import { SubjectDocumentsPage } from './subject-documents-page';

// rendering the tables is slow on a loaded CI machine: allow it
jest.setTimeout(30_000);
jest.mock('../../../hooks/use-live-room', () => ({ useLiveRoom: jest.fn() }));
// the person picker has its own spec: here it picks Ana at once
jest.mock('../../../components/person-picker/person-field', () => ({
  PersonField: ({ onChange }: { onChange: (p: unknown) => void }) => (
    <button onClick={() => onChange({ personId: 'P1', fullName: 'Ana Rojas' })}>pick</button>
  ),
}));

const doc = (over: Partial<RequirementDocumentRow> = {}): RequirementDocumentRow => ({
  docId: 'D2',
  subjectEntity: 'P',
  subjectId: 'P1',
  clientId: 'MINERA-ANDINA',
  companyId: 'CO1',
  typeCode: 'EMO',
  status: 'pending',
  issuedOn: '2026-01-10',
  expiresOn: '2026-12-31',
  fileHash: 'h',
  fileName: 'emo.pdf',
  size: 10,
  submittedBy: 'SOLICITANTE',
  submittedAt: '2026-11-23T12:00:00.000Z',
  reviewedBy: null,
  reviewedAt: null,
  rejectReason: null,
  version: 5,
  ...over,
});
const TYPES = [
  { code: 'EMO', description: 'Examen médico', entity: 'P', kind: 'S', active: true },
  { code: 'ALT', description: 'Trabajo en altura', entity: 'P', kind: 'S', active: true },
];
const VEHICLE_TYPES = [
  { code: 'SOAT', description: 'SOAT vigente', entity: 'V', kind: 'S', active: true },
];
const VEHICLES = [{ vehicleId: 'V4K-812', plate: 'V4K-812', companyName: 'Andes Servicios' }];
/** The entity a types call asked for (its filter names it). */
const typesOf = (url: string) =>
  decodeURIComponent(url).includes('"entity","=","V"') ? VEHICLE_TYPES : TYPES;
const signIn = (permissions: string[]) =>
  useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, {
    username: 'APROBADOR',
    profile: { clientId: 'MINERA-ANDINA', companyId: null, permissions },
  } as unknown as SessionUser);
const posted = (path: string) =>
  jest.mocked(fetch).mock.calls.filter(([url]) => urlText(url).startsWith(path));

beforeEach(async () => {
  await setupI18n('es');
  Element.prototype.scrollIntoView = jest.fn(); // the Select's dropdown calls it
  const history = [doc(), doc({ docId: 'D1', status: 'approved', expiresOn: '2026-06-30' })];
  globalThis.fetch = jest.fn((url: string) =>
    Promise.resolve(
      url.startsWith(API.requirementTypeList.path)
        ? jsonResponse(200, { result: { data: typesOf(url), totalCount: 2 } })
        : url.startsWith(API.requirementDocumentList.path)
          ? jsonResponse(200, {
              result: url.includes('entity=V')
                ? [doc({ docId: 'DV', subjectEntity: 'V', subjectId: 'V4K-812', typeCode: 'SOAT' })]
                : history,
            })
          : url.startsWith(API.requirementDocumentApprove.path)
            ? jsonResponse(200, { result: { id: 'D2', revision: 3, position: 12 } })
            : url.startsWith(API.listVehicles.path)
              ? jsonResponse(200, { result: { data: VEHICLES, totalCount: 1 } })
              : jsonResponse(404, {}),
    ),
  ) as unknown as typeof fetch;
});

describe('SubjectDocumentsPage', () => {
  it("shows each requirement's latest document and the whole history", async () => {
    signIn(['requirements.review']);
    renderUi(<SubjectDocumentsPage />);
    fireEvent.click(screen.getByText('pick'));
    const emo = await screen.findByTestId('summary-EMO');
    expect(emo.textContent).toContain('Pendiente');
    expect(screen.getByTestId('summary-ALT').textContent).toContain('Sin documento');
    expect(screen.getByTestId('status-D1').textContent).toBe('Aprobado');
    // a reviewer does not submit: no upload form
    expect(screen.queryByTestId('upload-document-form')).toBeNull();
  });

  it('approves a pending document and reloads the history after it', async () => {
    signIn(['requirements.review']);
    renderUi(<SubjectDocumentsPage />);
    fireEvent.click(screen.getByText('pick'));
    fireEvent.click(await screen.findByTestId('approve-D2'));
    await waitFor(() => expect(posted(API.requirementDocumentApprove.path)).toHaveLength(1));
    const [, init] = posted(API.requirementDocumentApprove.path)[0]!;
    expect(sentJson(init)).toMatchObject({
      subject: { entity: 'P', id: 'P1' },
      docId: 'D2',
    });
    await waitFor(() =>
      expect(
        jest
          .mocked(fetch)
          .mock.calls.map(([u]) => urlText(u))
          .at(-1),
      ).toContain('afterPosition=12'),
    );
    expect(screen.queryByTestId('approve-D1')).toBeNull();
  });

  it('offers the upload to who submits, and a reject only with a reason', async () => {
    signIn(['requirements.submit', 'requirements.review']);
    renderUi(<SubjectDocumentsPage />);
    fireEvent.click(screen.getByText('pick'));
    expect(await screen.findByTestId('upload-document-form')).toBeTruthy();
    expect(screen.getByTestId('upload-send').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('reject-D2').hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByTestId('reason-D2'), { target: { value: 'Ilegible' } });
    expect(screen.getByTestId('reject-D2').hasAttribute('disabled')).toBe(false);
  });

  it("shows a vehicle's documents against the vehicle types, and reviews them as the vehicle's", async () => {
    signIn(['requirements.review']);
    renderUi(<SubjectDocumentsPage />);
    fireEvent.click(screen.getByRole('radio', { name: 'Vehículo' }));
    await act(async () => {
      fireEvent.click(await screen.findByTestId('requirement-subject-V'));
      await new Promise((r) => setTimeout(r, 0));
    });
    fireEvent.click(await screen.findByRole('option', { name: /V4K-812/ }));
    const soat = await screen.findByTestId('summary-SOAT');
    expect(soat.textContent).toContain('SOAT vigente');
    expect(screen.queryByTestId('summary-EMO')).toBeNull();
    const listed = jest
      .mocked(fetch)
      .mock.calls.map(([u]) => urlText(u))
      .filter((u) => u.startsWith(API.requirementDocumentList.path));
    expect(listed.at(-1)).toContain('entity=V&id=V4K-812');
    fireEvent.click(await screen.findByTestId('approve-DV'));
    await waitFor(() => expect(posted(API.requirementDocumentApprove.path)).toHaveLength(1));
    expect(sentJson(posted(API.requirementDocumentApprove.path)[0]![1])).toMatchObject({
      subject: { entity: 'V', id: 'V4K-812' },
      docId: 'DV',
    });
  });
});
