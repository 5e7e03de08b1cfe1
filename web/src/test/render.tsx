import './dom-polyfills';
import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { Lang } from '@faena/contracts';
import { AppDatesProvider } from '../app/dates-provider';
import { LOCALE_FILES } from '../app/i18n-resources';
import { initI18n, setLanguage } from '../lib/i18n';

export async function setupI18n(lang: Lang = 'es'): Promise<void> {
  await initI18n(LOCALE_FILES, lang);
  await setLanguage(lang);
}

/** Renders inside Mantine (test env: no transitions or portals) and a memory router. */
export function renderUi(ui: ReactElement): RenderResult {
  return render(
    <MantineProvider env="test">
      <AppDatesProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </AppDatesProvider>
    </MantineProvider>,
  );
}

export { jsonResponse } from './fetch';
