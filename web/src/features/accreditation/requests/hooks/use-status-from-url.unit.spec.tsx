import '../../../../test/dom-polyfills';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { useStatusFromUrl } from './use-status-from-url';

const at =
  (url: string) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );

describe('the requests page status from the URL', () => {
  it('turns ?status=O into the grid status filter', () => {
    const { result } = renderHook(() => useStatusFromUrl(), {
      wrapper: at('/movilizacion/solicitudes?status=O'),
    });
    expect(result.current).toEqual([{ field: 'status', op: '=', value: 'O' }]);
  });

  it('filters nothing without the parameter or with an unknown status', () => {
    for (const url of ['/movilizacion/solicitudes', '/movilizacion/solicitudes?status=ZZ']) {
      const { result } = renderHook(() => useStatusFromUrl(), { wrapper: at(url) });
      expect(result.current).toEqual([]);
    }
  });
});
