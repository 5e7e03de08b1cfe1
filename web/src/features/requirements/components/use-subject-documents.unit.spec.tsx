import { act, renderHook, waitFor } from '@testing-library/react';
import type { RequirementDocumentRow } from '@faena/contracts';
import { subjectDocuments } from '../api/requirements.api';
import { useSubjectDocuments } from './use-subject-documents';

jest.mock('../api/requirements.api', () => ({ subjectDocuments: jest.fn() }));

const row = (docId: string): RequirementDocumentRow =>
  ({ docId, subjectEntity: 'P', subjectId: 'P1', typeCode: 'EMO' }) as RequirementDocumentRow;
const SUBJECT = { entity: 'P' as const, id: 'P1', name: 'Ana Rojas' };

describe('useSubjectDocuments', () => {
  it("keeps the rows read after an upload when the subject's first read answers later", async () => {
    let answerFirst: (rows: RequirementDocumentRow[]) => void = () => undefined;
    jest
      .mocked(subjectDocuments)
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce([row('NEW'), row('OLD')]);
    const { result } = renderHook(() => useSubjectDocuments(SUBJECT));
    await act(() => result.current.load(12));
    expect(result.current.documents.map((d) => d.docId)).toEqual(['NEW', 'OLD']);
    await act(async () => {
      answerFirst([row('OLD')]);
      await Promise.resolve();
    });
    expect(result.current.documents.map((d) => d.docId)).toEqual(['NEW', 'OLD']);
    expect(jest.mocked(subjectDocuments).mock.calls.at(-1)?.[1]).toEqual({ afterPosition: 12 });
  });

  it("shows the first read's rows when nothing newer was read", async () => {
    jest.mocked(subjectDocuments).mockResolvedValueOnce([row('OLD')]);
    const { result } = renderHook(() => useSubjectDocuments(SUBJECT));
    await waitFor(() => expect(result.current.documents.map((d) => d.docId)).toEqual(['OLD']));
  });
});
