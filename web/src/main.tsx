import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
import './app/phone-targets.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initI18n } from './lib/i18n';
import { loadSite } from './lib/load-site';
import { LOCALE_FILES } from './app/i18n-resources';
import { Providers } from './app/providers';
import { router } from './app/router';
import { PageLoader } from './components/ui/page-loader';

async function start() {
  // the site's time zone decides "today" in every form and grid; without an answer the browser's zone stands in
  const [i18n] = await Promise.all([initI18n(LOCALE_FILES), loadSite().catch(() => undefined)]);
  document.documentElement.lang = i18n.language;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <Suspense fallback={<PageLoader />}>
          <RouterProvider router={router} />
        </Suspense>
      </Providers>
    </StrictMode>,
  );
}

void start();
