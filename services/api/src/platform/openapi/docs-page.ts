import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API } from '@faena/contracts';

/**
 * /api/docs: Swagger UI (swagger-ui-dist's own files) reading /api/docs-json. The page and its
 * assets carry their own Content-Security-Policy: scripts and styles from 'self' only (the page's
 * start-up is a file, not an inline script); style attributes are allowed because Swagger UI sets
 * them. The web app's CSP (http-setup.ts) is not touched.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

const ASSETS_PATH = API.apiDocsAsset.path.replace('/:asset', '');

/** The page: Swagger UI's stylesheet and bundle, then the start-up file, all from /api/docs/. */
export const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Faena API</title>
<link rel="stylesheet" href="${ASSETS_PATH}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${ASSETS_PATH}/swagger-ui-bundle.js"></script>
<script src="${ASSETS_PATH}/init.js"></script>
</body>
</html>
`;

const INIT_SCRIPT = `window.ui = SwaggerUIBundle({ url: '${API.docsJson.path}', dom_id: '#swagger-ui' });\n`;

export interface DocsAsset {
  type: string;
  body: string | Buffer;
}

/** swagger-ui-dist's folder, found through Node's resolution (no hard-coded node_modules path). */
function distFolder(): string {
  return join(require.resolve('swagger-ui-dist/package.json'), '..');
}

/** The few files the page loads; anything else is not an asset of it (undefined). */
export function loadDocsAssets(): Map<string, DocsAsset> {
  const dir = distFolder();
  const file = (name: string) => readFileSync(join(dir, name));
  return new Map<string, DocsAsset>([
    ['swagger-ui.css', { type: 'text/css; charset=utf-8', body: file('swagger-ui.css') }],
    [
      'swagger-ui-bundle.js',
      { type: 'text/javascript; charset=utf-8', body: file('swagger-ui-bundle.js') },
    ],
    ['init.js', { type: 'text/javascript; charset=utf-8', body: INIT_SCRIPT }],
  ]);
}
