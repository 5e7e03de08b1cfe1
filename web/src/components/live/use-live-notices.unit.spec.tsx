import { act, renderHook } from '@testing-library/react';
import { HIGHLIGHT_MS, useLiveNotices } from './use-live-notices';

const scrollTo = jest.fn();
const setScroll = (y: number) =>
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
const setFocus = (focused: boolean) => jest.spyOn(document, 'hasFocus').mockReturnValue(focused);

beforeEach(() => {
  jest.useFakeTimers();
  window.scrollTo = scrollTo;
  scrollTo.mockClear();
  setScroll(0);
  setFocus(true);
  document.title = 'Faena';
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('useLiveNotices', () => {
  it('highlights a row noticed at the top and lets the highlight expire', () => {
    const { result } = renderHook(() => useLiveNotices());
    act(() => result.current.notice('A'));
    expect(result.current.isFresh('A')).toBe(true);
    expect(result.current.pendingCount).toBe(0);
    act(() => jest.advanceTimersByTime(HIGHLIGHT_MS));
    expect(result.current.isFresh('A')).toBe(false);
  });

  it('keeps rows behind the pill while scrolled away; reveal scrolls up and highlights them', () => {
    setScroll(600);
    const { result } = renderHook(() => useLiveNotices());
    act(() => {
      result.current.notice('A');
      result.current.notice('B');
    });
    expect(result.current.pendingCount).toBe(2);
    expect(result.current.isFresh('A')).toBe(false);
    act(() => result.current.reveal());
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(result.current.pendingCount).toBe(0);
    expect(result.current.isFresh('A') && result.current.isFresh('B')).toBe(true);
  });

  it('counts in the tab title what arrived while the window lacked focus, cleared on focus', () => {
    setFocus(false);
    const { result, unmount } = renderHook(() => useLiveNotices({ titleCount: true }));
    act(() => {
      result.current.notice('A');
      result.current.notice('B');
    });
    expect(document.title).toBe('(2) Faena');
    setFocus(true);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(document.title).toBe('Faena');
    act(() => result.current.notice('C'));
    expect(document.title).toBe('Faena');
    unmount();
  });

  it('leaves the tab title alone on grids that are not queues', () => {
    setFocus(false);
    const { result } = renderHook(() => useLiveNotices());
    act(() => result.current.notice('A'));
    expect(document.title).toBe('Faena');
  });
});
