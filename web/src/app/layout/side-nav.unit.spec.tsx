import { screen } from '@testing-library/react';
import type { Lang } from '@faena/contracts';
import { renderUi, setupI18n } from '../../test/render';
import { useMenus } from '../../features/shell/menu.store';
import { SideNav } from './side-nav';

const heading = async (lang: Lang, tipoPerfil: 'ADMIN' | 'AUTH' | 'OTHER') => {
  await setupI18n(lang);
  useMenus.setState({ tipoPerfil });
  const view = renderUi(<SideNav onNavigate={() => undefined} />);
  const text = screen.getByTestId('side-nav-heading').textContent;
  view.unmount();
  return text;
};

afterEach(() => useMenus.getState().clear());

describe('the side menu heading by profile type (shell spec §6)', () => {
  it('says Administrador, Aprobaciones or Transporte in Spanish', async () => {
    expect([await heading('es', 'ADMIN'), await heading('es', 'AUTH'), await heading('es', 'OTHER')]).toEqual(['Administrador', 'Aprobaciones', 'Transporte']);
  });

  it('says Administrator, Approvals or Transport in English', async () => {
    expect([await heading('en', 'ADMIN'), await heading('en', 'AUTH'), await heading('en', 'OTHER')]).toEqual(['Administrator', 'Approvals', 'Transport']);
  });

  it('is administrator when the profile characteristic list is not empty', async () => {
    await setupI18n('en');
    useMenus.getState().setCharacteristics([{ IdPerfil: 'P', IdCaracteristica: 'CPAADM', Caracteristica: 'Administrador' }], false);
    renderUi(<SideNav onNavigate={() => undefined} />);
    expect(screen.getByTestId('side-nav-heading').textContent).toBe('Administrator');
  });
});
