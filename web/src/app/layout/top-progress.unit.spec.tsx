import '../../test/dom-polyfills';
import { act, render, screen } from '@testing-library/react';
import { http, trackPending, usePendingCalls } from '../../lib/http';
import { jsonResponse, renderUi, setupI18n } from '../../test/render';
import { useDisplay } from '../../stores/display.store';
import { Providers } from '../providers';
import { PROGRESS_HOLD, PROGRESS_STEP, PROGRESS_STEP_MS, TopProgress } from './top-progress';

const bar = () => screen.queryByTestId('top-progress');
const value = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const setPending = (count: number) => act(() => usePendingCalls.setState({ count }));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  usePendingCalls.setState({ count: 0 });
});

describe('the top progress bar (shell spec §9: step 10 every 30 ms)', () => {
  beforeAll(() => setupI18n('es'));

  it('keeps the spec values', () => {
    expect([PROGRESS_STEP, PROGRESS_STEP_MS, PROGRESS_HOLD]).toEqual([10, 30, 90]);
  });

  it('starts at 0, is at 30 after three ticks of 30 ms, holds at 90 while a call is pending, then completes and hides', () => {
    renderUi(<TopProgress />);
    expect(bar()).toBeNull();
    setPending(1);
    expect(value()).toBe(0);
    tick(3 * 30);
    expect(value()).toBe(30);
    tick(29);
    expect(value()).toBe(30);
    tick(1);
    expect(value()).toBe(40);
    tick(5000);
    expect(value()).toBe(90);
    setPending(0);
    expect(value()).toBe(100);
    tick(29);
    expect(bar()).not.toBeNull();
    tick(1);
    expect(bar()).toBeNull();
  });

  it('starts again from 0 when a call begins while it was completing', () => {
    renderUi(<TopProgress />);
    setPending(1);
    tick(300);
    setPending(0);
    expect(value()).toBe(100);
    setPending(1);
    expect(value()).toBe(0);
    tick(30);
    expect(value()).toBe(10);
  });

  it('is labelled in the current language', async () => {
    renderUi(<TopProgress />);
    setPending(1);
    expect(screen.getByRole('progressbar', { name: 'Progreso de la carga' })).toBeTruthy();
    await act(() => setupI18n('en'));
    expect(screen.getByRole('progressbar', { name: 'Loading progress' })).toBeTruthy();
    await act(() => setupI18n('es'));
  });
});

describe('the pending-call count of lib/http', () => {
  it('counts every call in flight and shows the bar until the last one answers', async () => {
    const answers: Array<(res: Response) => void> = [];
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => answers.push(resolve)));
    renderUi(<TopProgress />);
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = http.get('/api/a');
      second = http.post('/api/b', {});
    });
    expect(usePendingCalls.getState().count).toBe(2);
    tick(60);
    expect(value()).toBe(20);
    await act(async () => {
      answers[0]!(jsonResponse(200, { result: 1 }));
      await first;
    });
    expect(usePendingCalls.getState().count).toBe(1);
    tick(30);
    expect(value()).toBe(30);
    await act(async () => {
      answers[1]!(jsonResponse(200, { result: 2 }));
      await second;
    });
    expect(usePendingCalls.getState().count).toBe(0);
    expect(value()).toBe(100);
    tick(30);
    expect(bar()).toBeNull();
  });

  it('stops counting a call that fails', async () => {
    await expect(trackPending(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(usePendingCalls.getState().count).toBe(0);
  });

  it('is part of the app (not of a wall screen, which refreshes by itself all day)', () => {
    setPending(1);
    const { unmount } = render(
      <Providers>
        <span />
      </Providers>,
    );
    expect(bar()).not.toBeNull();
    unmount();
    act(() => useDisplay.getState().setWall(true));
    render(
      <Providers>
        <span />
      </Providers>,
    );
    expect(bar()).toBeNull();
    act(() => useDisplay.getState().setWall(false));
  });
});
