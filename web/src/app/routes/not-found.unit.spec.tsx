import '../../test/dom-polyfills';
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { setupI18n } from '../../test/render';
import { ErrorPage, NOT_FOUND_FALLBACK_MS, NotFound } from './not-found';

describe('the not-found page', () => {
  beforeAll(() => setupI18n('en'));

  it('shows the Spanish text for any other path, then falls back to /error/error-v1', () => {
    jest.useFakeTimers();
    render(
      <MantineProvider env="test">
        <MemoryRouter initialEntries={['/no/such/page']}>
          <Routes>
            <Route path="/error/:variant" element={<div data-testid="error-page" />} />
            <Route path="*" element={<NotFound />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByTestId('not-found').textContent).toContain(
      'OOPS! Lo sentimos, parece que no podemos encontrar la página que estás buscando.',
    );
    act(() => jest.advanceTimersByTime(NOT_FOUND_FALLBACK_MS - 1));
    expect(screen.queryByTestId('error-page')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('error-page')).toBeTruthy();
    jest.useRealTimers();
  });
});

describe('the error pages', () => {
  beforeAll(() => setupI18n('es'));

  it.each(['error-v1', 'error-v4', 'error-v6'])(
    '/error/%s has exactly one h1, its title (one h1 a page)',
    (variant) => {
      render(
        <MantineProvider env="test">
          <MemoryRouter initialEntries={[`/error/${variant}`]}>
            <Routes>
              <Route path="/error/:variant" element={<ErrorPage />} />
            </Routes>
          </MemoryRouter>
        </MantineProvider>,
      );
      const headings = screen.getAllByRole('heading', { level: 1 });
      expect(headings).toHaveLength(1);
      expect(headings[0]).toBe(screen.getByTestId('error-title'));
    },
  );
});
