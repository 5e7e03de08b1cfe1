import { open, screenshot, signedInSession } from './support/browser';
import { browserSuite } from './support/suite';

jest.setTimeout(120_000);

const suite = browserSuite();

describe('catalogue screens', () => {
  it('list the seeded document types; the administrator creates a brand and a model through the generic form (es)', async () => {
    const { page, context } = await signedInSession(suite.browser, suite.server.url, 'ADMIN');
    await open(page, '/administracion/catalogos', 'catalogs-index');
    await screenshot(page, 'catalogs-index-es');
    await page.getByTestId('catalog-link-document-types').click();
    await page.getByTestId('catalog-page-document-types').waitFor();
    await page.getByTestId('catalog-row-DNI').first().waitFor();
    await screenshot(page, 'catalog-document-types-es');

    await open(page, '/administracion/catalogos/models', 'catalog-page-models');
    await page.getByTestId('catalog-row-HILUX').waitFor();
    await page.getByTestId('catalog-new').click();
    await page.getByTestId('catalog-save').click();
    await page.getByText('Required field').first().waitFor();
    await page.getByTestId('field-code').fill('PRADO');
    await page.getByTestId('field-brand').click();
    await page.getByRole('option', { name: /TOYOTA/ }).click();
    await page.getByTestId('field-description').fill('Land Cruiser Prado');
    await screenshot(page, 'catalog-models-form-es');
    await page.getByTestId('catalog-save').click();
    await page.getByTestId('catalog-row-PRADO').waitFor();

    // edit: the brand (Modificable N) is read-only
    await page.getByTestId('edit-PRADO').click();
    expect(await page.getByTestId('field-brand').isDisabled()).toBe(true);
    expect(await page.getByTestId('field-code').isDisabled()).toBe(true);
    await screenshot(page, 'catalog-models-edit-es');
    await context.close();
  });

  it('shows the same screen in English', async () => {
    const { page, context } = await signedInSession(suite.browser, suite.server.url, {
      username: 'ADMIN',
      lang: 'en',
    });
    await open(page, '/administracion/catalogos/driving-licences', 'catalog-page-driving-licences');
    await page.getByTestId('catalog-row-A-IIa').waitFor();
    // the page's own title (the side menu, hidden by default, also holds the label)
    await page.getByRole('heading', { name: "Driver's licences" }).first().waitFor();
    await screenshot(page, 'catalog-driving-licences-en');
    await open(page, '/administracion/catalogos', 'catalogs-index');
    await screenshot(page, 'catalogs-index-en');
    await context.close();
  });
});
