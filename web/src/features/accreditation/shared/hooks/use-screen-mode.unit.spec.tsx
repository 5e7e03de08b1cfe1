import '../../../../test/dom-polyfills';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { modeStorageKey, useScreenMode } from './use-screen-mode';

const at =
  (url: string) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
const PAGE = '/movilizacion/solicitudes';

function useModeAndUrl(phone: boolean) {
  const [mode, choose] = useScreenMode('requests', 'SOLICITANTE', { phone });
  return { mode, choose, search: useLocation().search };
}

describe('the accreditation screen modes (T, L, E, LM, EM)', () => {
  beforeEach(() => window.localStorage.clear());

  it('starts with cards on a phone and the list elsewhere', () => {
    expect(renderHook(() => useModeAndUrl(true), { wrapper: at(PAGE) }).result.current.mode).toBe(
      'T',
    );
    expect(renderHook(() => useModeAndUrl(false), { wrapper: at(PAGE) }).result.current.mode).toBe(
      'L',
    );
  });

  it('opens the mode a link names (?modo=), ignoring an unknown one', () => {
    const named = renderHook(() => useModeAndUrl(false), { wrapper: at(`${PAGE}?modo=EM`) });
    expect(named.result.current.mode).toBe('EM');
    const unknown = renderHook(() => useModeAndUrl(true), { wrapper: at(`${PAGE}?modo=XX`) });
    expect(unknown.result.current.mode).toBe('T');
  });

  it('puts the chosen mode in the URL and remembers it per user under the vcg: prefix', () => {
    const { result } = renderHook(() => useModeAndUrl(false), {
      wrapper: at(`${PAGE}?status=I`),
    });
    act(() => result.current.choose('LM'));
    expect(result.current.mode).toBe('LM');
    expect(result.current.search).toBe('?status=I&modo=LM');
    expect(window.localStorage.getItem('vcg:mode:requests:SOLICITANTE')).toBe('LM');
    expect(modeStorageKey('requests', 'OTRO')).toBe('vcg:mode:requests:OTRO');
    // the next visit, without ?modo=, opens it again
    const again = renderHook(() => useModeAndUrl(true), { wrapper: at(PAGE) });
    expect(again.result.current.mode).toBe('LM');
  });

  it('keeps to the modes a screen offers: a link or a memory of EM opens the default instead', () => {
    const offered = ['T', 'L', 'E', 'LM'] as const;
    const useVisits = () =>
      useScreenMode('visits', 'SOLICITANTE', { phone: false, modes: offered })[0];
    expect(renderHook(useVisits, { wrapper: at(`${PAGE}?modo=EM`) }).result.current).toBe('L');
    window.localStorage.setItem(modeStorageKey('visits', 'SOLICITANTE'), 'EM');
    expect(renderHook(useVisits, { wrapper: at(PAGE) }).result.current).toBe('L');
    expect(renderHook(useVisits, { wrapper: at(`${PAGE}?modo=LM`) }).result.current).toBe('LM');
  });
});
