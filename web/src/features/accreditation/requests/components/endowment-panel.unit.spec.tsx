import { act, screen, waitFor } from '@testing-library/react';
import { API, type ChangeMessage, type ContractEndowment } from '@faena/contracts';
import { useLiveRoom } from '../../../../hooks/use-live-room';
import { urlText } from '../../../../test/fetch';
import { jsonResponse, renderUi, setupI18n } from '../../../../test/render';
import { EndowmentPanel } from './endowment-panel';

jest.mock('../../../../hooks/use-live-room', () => ({ useLiveRoom: jest.fn() }));

const counts = (over: Partial<ContractEndowment> = {}): ContractEndowment => ({
  contractId: 'K1',
  quota: 10,
  held: 4,
  accredited: 4,
  onSite: 2,
  noLimit: false,
  exceeded: false,
  policy: 'refuse',
  ...over,
});

/** Each endowment call waits until the test answers it, in any order. */
let pending: Array<{ url: string; answer: (e: ContractEndowment) => void }> = [];
beforeEach(async () => {
  pending = [];
  jest.mocked(useLiveRoom).mockClear();
  globalThis.fetch = jest.fn(
    (url: unknown) =>
      new Promise((resolve) => {
        const text = decodeURIComponent(urlText(url as string));
        if (!text.startsWith(API.contractEndowment.path)) {
          resolve(jsonResponse(404, {}));
          return;
        }
        pending.push({ url: text, answer: (e) => resolve(jsonResponse(200, { result: e })) });
      }),
  ) as unknown as typeof fetch;
  await setupI18n('en');
});

const text = (id: string) => screen.getByTestId(id).textContent;
const answer = async (index: number, e: ContractEndowment) => {
  await waitFor(() => expect(pending.length).toBeGreaterThan(index));
  const call = pending[index]!;
  await act(() => {
    call.answer(e);
    return Promise.resolve();
  });
};
/** The room's handlers as the panel passed them last. */
const room = () => {
  const [name, onMessage, onRefetch] = jest.mocked(useLiveRoom).mock.calls.at(-1)!;
  return { name, onMessage, onRefetch };
};
const change = (position: number) =>
  ({
    room: 'endowment:K1',
    kind: 'endowment.changed',
    position,
    payload: { contractId: 'K1', change: 'accredited' },
  }) as ChangeMessage;

describe('EndowmentPanel', () => {
  it("joins the contract's endowment room, and another contract's when it changes", () => {
    const { rerender } = renderUi(<EndowmentPanel contractId="K1" />);
    expect(room().name).toBe('endowment:K1');
    rerender(<EndowmentPanel contractId="K2" />);
    expect(room().name).toBe('endowment:K2');
  });

  describe('when the room pushes a change', () => {
    it('reads the endowment again after its position and shows the new counts', async () => {
      renderUi(<EndowmentPanel contractId="K1" />);
      await answer(0, counts());
      expect(text('endowment-accredited')).toBe('4');
      expect(text('endowment-onSite')).toBe('2');
      act(() => room().onMessage(change(42)));
      await waitFor(() => expect(pending).toHaveLength(2));
      expect(pending[1]!.url).toContain('contractId=K1');
      expect(pending[1]!.url).toContain('afterPosition=42');
      await answer(1, counts({ accredited: 5, onSite: 3 }));
      expect(text('endowment-accredited')).toBe('5');
      expect(text('endowment-onSite')).toBe('3');
    });

    it('never lets an older answer overwrite a newer one', async () => {
      renderUi(<EndowmentPanel contractId="K1" />);
      await answer(0, counts());
      act(() => room().onMessage(change(50)));
      act(() => room().onMessage(change(51)));
      await waitFor(() => expect(pending).toHaveLength(3));
      await answer(2, counts({ accredited: 6, onSite: 1 }));
      await answer(1, counts({ accredited: 5, onSite: 3 }));
      expect(text('endowment-accredited')).toBe('6');
      expect(text('endowment-onSite')).toBe('1');
    });
  });

  it('reads it again when the room asks for a refetch (a reconnect that missed changes)', async () => {
    renderUi(<EndowmentPanel contractId="K1" />);
    await answer(0, counts());
    act(() => void room().onRefetch(77));
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[1]!.url).toContain('afterPosition=77');
    await answer(1, counts({ held: 9 }));
    expect(text('endowment-held')).toBe('9');
  });
});
