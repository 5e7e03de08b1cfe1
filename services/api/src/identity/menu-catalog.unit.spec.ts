import { CATALOGS, catalogRoute } from '@faena/contracts';
import { APPLICATION_ID, menusFor } from './menu-catalog';

describe('menus by profile', () => {
  it("always start with INICIO → /dashboard and keep every item's parents", () => {
    for (const profile of [
      'PRF-ADMINISTRADOR',
      'PRF-APROBADOR',
      'PRF-SOLICITANTE',
      'PRF-CONTRATISTA',
      'PRF-AUDITOR',
      'PRF-MONITOR',
      'PRF-DESCONOCIDO',
    ]) {
      const menus = menusFor(profile, 'AP02');
      expect(menus[0]).toMatchObject({ IdMenu: 'INICIO', Ruta: '/dashboard', IdMenuPadre: '' });
      const ids = new Set(menus.map((m) => m.IdMenu));
      for (const m of menus) if (m.IdMenuPadre) expect(ids.has(m.IdMenuPadre)).toBe(true);
    }
  });

  it('give each profile its screens only, for application AP02 only', () => {
    const routes = (p: string) =>
      menusFor(p, 'AP02')
        .map((m) => m.Ruta)
        .filter(Boolean);
    expect(routes('PRF-APROBADOR')).toContain('/movilizacion/aprobaciones');
    expect(routes('PRF-SOLICITANTE')).not.toContain('/movilizacion/aprobaciones');
    expect(routes('PRF-MONITOR')).not.toContain('/seguridad/usuarioLogin');
    expect(routes('PRF-DESCONOCIDO')).toEqual(['/dashboard']);
    expect(menusFor('PRF-ADMINISTRADOR', 'AP01')).toEqual([]);
  });

  it('give the demobilization requests to requesters and their approval to approvers, under DESMOVILIZACIÓN', () => {
    const routes = (p: string) =>
      menusFor(p, 'AP02')
        .map((m) => m.Ruta)
        .filter(Boolean);
    for (const p of ['PRF-ADMINISTRADOR', 'PRF-SOLICITANTE', 'PRF-CONTRATISTA'])
      expect(routes(p)).toContain('/desmovilizacion/solicitudes');
    for (const p of ['PRF-ADMINISTRADOR', 'PRF-APROBADOR'])
      expect(routes(p)).toContain('/desmovilizacion/aprobaciones');
    expect(routes('PRF-APROBADOR')).not.toContain('/desmovilizacion/solicitudes');
    for (const p of ['PRF-SOLICITANTE', 'PRF-CONTRATISTA', 'PRF-AUDITOR', 'PRF-MONITOR'])
      expect(routes(p)).not.toContain('/desmovilizacion/aprobaciones');
    const group = menusFor('PRF-ADMINISTRADOR', 'AP02').find((m) => m.IdMenu === 'DES-IND');
    expect(group).toMatchObject({ IdMenuPadre: 'DES', Ruta: '' });
  });

  it('give vehicle requests to requesters and their approval to approvers, under MOVILIZACIÓN', () => {
    const routes = (p: string) => menusFor(p, 'AP02').map((m) => m.Ruta);
    for (const p of ['PRF-ADMINISTRADOR', 'PRF-SOLICITANTE', 'PRF-CONTRATISTA'])
      expect(routes(p)).toContain('/movilizacion/vehiculos');
    for (const p of ['PRF-ADMINISTRADOR', 'PRF-APROBADOR'])
      expect(routes(p)).toContain('/movilizacion/aprobaciones-vehiculos');
    expect(routes('PRF-SOLICITANTE')).not.toContain('/movilizacion/aprobaciones-vehiculos');
    expect(routes('PRF-MONITOR')).not.toContain('/movilizacion/vehiculos');
  });

  it("lead every screen to a screen of its own, never to an area's index page", () => {
    for (const profile of [
      'PRF-ADMINISTRADOR',
      'PRF-APROBADOR',
      'PRF-SOLICITANTE',
      'PRF-CONTRATISTA',
      'PRF-AUDITOR',
      'PRF-MONITOR',
    ]) {
      const screens = menusFor(profile, 'AP02').filter((m) => m.Ruta && m.IdMenu !== 'INICIO');
      for (const m of screens) expect(`${m.IdMenu} ${m.Ruta}`).toMatch(/ \/[^/]+\/[^/]+/);
    }
  });

  it('never show two siblings with the same label', () => {
    const menus = menusFor('PRF-ADMINISTRADOR', 'AP02');
    const seen = new Set<string>();
    for (const m of menus) {
      const key = `${m.IdMenuPadre}|${m.Modulo}`;
      expect(seen.has(key) ? key : null).toBeNull();
      seen.add(key);
    }
  });

  it('are three levels deep: area (no route) → group (no route) → screen', () => {
    const menus = menusFor('PRF-ADMINISTRADOR', 'AP02');
    const byId = new Map(menus.map((m) => [m.IdMenu, m]));
    for (const leaf of menus.filter((m) => m.Ruta && m.IdMenu !== 'INICIO')) {
      const group = byId.get(leaf.IdMenuPadre)!;
      const area = byId.get(group.IdMenuPadre)!;
      expect([group.Ruta, area.Ruta, area.IdMenuPadre]).toEqual(['', '', '']);
    }
  });

  it('give the administrator one screen per declared catalogue under ADMINISTRACIÓN, grouped by menu group', () => {
    const menus = menusFor('PRF-ADMINISTRADOR', 'AP02');
    const byId = new Map(menus.map((m) => [m.IdMenu, m]));
    for (const c of CATALOGS) {
      const screen = menus.find((m) => m.Ruta === catalogRoute(c.id));
      expect(screen).toMatchObject({
        Modulo: c.labels.es,
        IdMenuPadre: `ADM-${c.menu}`,
        IdModulo: 'ADM',
      });
      expect(byId.get(`ADM-${c.menu}`)?.IdMenuPadre).toBe('ADM');
    }
    expect(new Set(menus.map((m) => m.IdMenu)).size).toBe(menus.length);
    expect(
      menusFor('PRF-SOLICITANTE', 'AP02').some((m) =>
        m.Ruta.startsWith('/administracion/catalogos'),
      ),
    ).toBe(false);
  });
});

describe('the camp board', () => {
  const rootOf = (profileId: string, route: string): string | undefined => {
    const records = menusFor(profileId, APPLICATION_ID);
    const byId = new Map(records.map((r) => [r.IdMenu, r]));
    let record = records.find((r) => r.Ruta === route);
    while (record?.IdMenuPadre) record = byId.get(record.IdMenuPadre);
    return record?.Modulo;
  };

  it.each(['PRF-ADMINISTRADOR', 'PRF-APROBADOR', 'PRF-AUDITOR', 'PRF-MONITOR', 'PRF-ADMCAMP'])(
    'sits under its own CAMPAMENTO menu for %s',
    (profileId) => {
      expect(rootOf(profileId, '/dashboard/campamento')).toBe('CAMPAMENTO');
    },
  );
});

describe('REQUISITOS', () => {
  const routes = (p: string) =>
    menusFor(p, 'AP02')
      .map((m) => m.Ruta)
      .filter(Boolean);

  it('gives the documents and the report to who submits or reviews requirements', () => {
    for (const p of ['PRF-ADMINISTRADOR', 'PRF-APROBADOR', 'PRF-SOLICITANTE', 'PRF-CONTRATISTA'])
      expect(routes(p)).toEqual(
        expect.arrayContaining(['/requisito/documentos', '/requisito/reporte']),
      );
    for (const p of ['PRF-AUDITOR', 'PRF-MONITOR', 'PRF-ADMCAMP'])
      expect(routes(p).filter((r) => r.startsWith('/requisito'))).toEqual([]);
  });

  it('gives the types admin to the administrator only, under REQUISITOS', () => {
    expect(routes('PRF-ADMINISTRADOR')).toContain('/requisito/tipos');
    expect(routes('PRF-APROBADOR')).not.toContain('/requisito/tipos');
    const area = menusFor('PRF-APROBADOR', 'AP02').find((m) => m.IdMenu === 'REQ');
    expect(area).toMatchObject({ Modulo: 'REQUISITOS', IdMenuPadre: '', IdModulo: 'REQ' });
  });
});

describe('ACCESO', () => {
  const routes = (p: string) =>
    menusFor(p, 'AP02')
      .map((m) => m.Ruta)
      .filter(Boolean);

  it("gives the guard's screen to the gate's guard and the administrator, under ACCESO", () => {
    for (const p of ['PRF-GARITA', 'PRF-ADMINISTRADOR']) {
      expect(routes(p)).toContain('/acceso/marcar');
      const area = menusFor(p, 'AP02').find((m) => m.IdMenu === 'ACC');
      expect(area).toMatchObject({ Modulo: 'ACCESO', IdMenuPadre: '', IdModulo: 'ACC' });
    }
    for (const p of ['PRF-APROBADOR', 'PRF-SOLICITANTE', 'PRF-MONITOR'])
      expect(routes(p)).not.toContain('/acceso/marcar');
  });
});
