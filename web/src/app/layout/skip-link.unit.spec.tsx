import { fireEvent, screen } from '@testing-library/react';
import { renderUi, setupI18n } from '../../test/render';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

function Page() {
  return (
    <>
      <SkipLink />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        content
      </main>
    </>
  );
}

describe('the skip link (issue 17: structure and keyboard)', () => {
  it('says "Saltar al contenido" in Spanish and moves the focus to the main region', async () => {
    await setupI18n('es');
    renderUi(<Page />);
    const link = screen.getByTestId('skip-link');
    expect(link.textContent).toBe('Saltar al contenido');
    fireEvent.click(link);
    expect(document.activeElement?.id).toBe(MAIN_CONTENT_ID);
  });

  it('says "Skip to content" in English', async () => {
    await setupI18n('en');
    renderUi(<Page />);
    expect(screen.getByTestId('skip-link').textContent).toBe('Skip to content');
  });
});
