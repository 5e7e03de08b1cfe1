import { FixedClock } from '@faena/core';
import { startTestApp, type TestApp } from '@faena/test-kit';

type Menu = {
  IdMenu: string;
  IdMenuPadre: string;
  Modulo: string;
  Orden: number;
  Ruta: string;
  IdAplicacion: string;
};
type Mail = { to: string; subject: string; body: string; kind: string };

/** Login security: menus, characteristics, the user record, password maintenance, recovery, settings. */
describe('identity: login security', () => {
  let app: TestApp;
  const clock = new FixedClock(new Date());
  beforeAll(async () => {
    app = await startTestApp({ clock });
  });
  afterAll(() => app.close());

  const as = async (username: string) => `Bearer ${await app.tokenFor(username)}`;
  const captcha = async () =>
    ((await app.request.get('/api/captcha/challenge')).body as { result: { token: string } }).result
      .token;
  const mailbox = async (to: string) =>
    ((await app.request.get('/api/dev/mailbox').query({ to })).body as { result: Mail[] }).result;
  /** the recovery mail's temporary password: the one line that is a single word */
  const temporaryIn = (mail: Mail) => mail.body.split('\n').find((line) => /^\S+$/.test(line))!;

  describe('menus by profile (AP02)', () => {
    const menus = async (username: string, IdPerfil: string, IdUsuario = username) =>
      app.request
        .get('/api/SeguridadMenu/listarPorPerfil')
        .set('Authorization', await as(username))
        .query({
          IdCliente: 'MINERA-ANDINA',
          IdPerfil,
          IdUsuario,
          IdAplicacion: 'AP02',
          urlPath: '/dashboard',
        });

    it('starts with INICIO and nests three levels; the access list is the items with a route', async () => {
      const res = await menus('ADMIN', 'PRF-ADMINISTRADOR');
      expect(res.status).toBe(200);
      const list = (res.body as { result: Menu[] }).result;
      expect(list[0]).toMatchObject({
        IdMenu: 'INICIO',
        IdMenuPadre: '',
        Modulo: 'INICIO',
        Ruta: '/dashboard',
        IdAplicacion: 'AP02',
      });
      const routes = list.filter((m) => m.Ruta).map((m) => m.Ruta);
      expect(routes).toEqual(
        expect.arrayContaining([
          '/movilizacion/solicitudes',
          '/movilizacion/aprobaciones',
          '/consultas/historial',
          '/dashboard/ocupacion',
          '/transporte/asientos',
          '/dashboard/campamento',
          '/seguridad/usuarioLogin',
        ]),
      );
      const byId = new Map(list.map((m) => [m.IdMenu, m]));
      const leaf = byId.get('MOV-APR-BAN')!;
      expect(byId.get(byId.get(leaf.IdMenuPadre)!.IdMenuPadre)).toMatchObject({
        IdMenu: 'MOV',
        IdMenuPadre: '',
        Ruta: '',
      });
    });

    it('depends on the profile and refuses other users and profiles', async () => {
      const monitor = ((await menus('MONITOR', 'PRF-MONITOR')).body as { result: Menu[] }).result
        .map((m) => m.Ruta)
        .filter(Boolean);
      expect(monitor).not.toContain('/movilizacion/aprobaciones');
      expect(monitor).toContain('/dashboard/ocupacion');
      expect((await menus('MONITOR', 'PRF-ADMINISTRADOR')).status).toBe(403);
      expect((await menus('MONITOR', 'PRF-MONITOR', 'ADMIN')).status).toBe(403);
    });
  });

  it('lists profile characteristics: only the administrator type has any', async () => {
    const get = async (username: string, IdPerfil: string) =>
      (
        await app.request
          .get('/api/SeguridadPerfilCaracteristica/listar')
          .set('Authorization', await as(username))
          .query({ IdCliente: 'MINERA-ANDINA', IdPerfil, NumPagina: 0, TamPagina: 0 })
      ).body as { result: unknown[] };
    expect((await get('ADMIN', 'PRF-ADMINISTRADOR')).result).toEqual([
      {
        IdPerfil: 'PRF-ADMINISTRADOR',
        IdCaracteristica: 'CPAADM',
        Caracteristica: 'Administrador',
      },
    ]);
    expect((await get('APROBADOR', 'PRF-APROBADOR')).result).toEqual([]);
  });

  describe('the maintenance screen', () => {
    it("reads one's own record; an administrator reads anyone's", async () => {
      const own = await app.request
        .put('/api/SeguridadusuarioLogin/obtener')
        .set('Authorization', await as('SOLICITANTE'))
        .send({ IdCliente: 'MINERA-ANDINA', IdUsuario: 'SOLICITANTE' });
      expect(own.body).toMatchObject({
        result: {
          IdUsuario: 'SOLICITANTE',
          Nombre: 'Jorge',
          IdTipoDocumento: 'DNI', // the registered user's document, not blanks
          Documento: '43456789',
          Correo: 'solicitante@mineraandina.pe',
          Activo: 'S',
          LongitudClave: 8,
          NivelSeguridadClave: 'I',
          IdConfiguracionLogeo: 'CFG-ESTANDAR',
        },
      });
      expect(JSON.stringify(own.body)).not.toContain('scrypt');
      expect(
        (
          await app.request
            .put('/api/SeguridadusuarioLogin/obtener')
            .set('Authorization', await as('SOLICITANTE'))
            .send({ IdUsuario: 'ADMIN' })
        ).status,
      ).toBe(404);
      expect(
        (
          await app.request
            .put('/api/SeguridadusuarioLogin/obtener')
            .set('Authorization', await as('ADMIN'))
            .send({ IdUsuario: 'SOLICITANTE' })
        ).status,
      ).toBe(200);
    });

    it("confirms the current password (resulado) and changes only one's own password", async () => {
      const auth = await as('AUDITOR');
      const confirm = (claveUsuario: string) =>
        app.request
          .put('/api/SeguridadusuarioLogin/confirmarClave')
          .set('Authorization', auth)
          .send({ IdCliente: 'MINERA-ANDINA', IdUsuario: 'AUDITOR', claveUsuario });
      expect((await confirm('Faena.2026')).body).toEqual({ result: { resulado: true } });
      expect((await confirm('nope')).body).toEqual({ result: { resulado: false } });
      const update = async (IdUsuario: string, Clave: string) =>
        app.request
          .put('/api/SeguridadusuarioLogin/actualizar')
          .set('Authorization', auth)
          .send({
            IdCliente: 'MINERA-ANDINA',
            IdUsuario,
            Clave,
            IdTipoAplicacion: 'WEB',
            tokenClient: await captcha(),
          });
      expect((await update('ADMIN', 'Otra2026x')).status).toBe(403);
      const level = await update('AUDITOR', 'Otra.2026x');
      expect(level.status).toBe(400);
      expect(level.body).toMatchObject({
        issues: [{ path: 'Clave', message: 'INTERMEDIATELEVEL' }],
      });
      expect((await update('AUDITOR', 'abc1')).body).toMatchObject({
        issues: [{ message: 'PASSWORDMINLENGTH:8' }],
      });
      expect((await update('AUDITOR', 'Otra2026x')).body).toMatchObject({ result: { id: 0 } });
      expect((await update('AUDITOR', 'Otra2026x')).body).toMatchObject({ result: { id: 2 } });
      expect((await confirm('Otra2026x')).body).toEqual({ result: { resulado: true } });
      // wrong answers count toward the lock (5 for this client); a locked account answers false
      for (let i = 0; i < 4; i += 1) await confirm('nope');
      expect((await confirm('Otra2026x')).body).toEqual({ result: { resulado: false } });
      const noCaptcha = await app.request
        .put('/api/SeguridadusuarioLogin/actualizar')
        .set('Authorization', auth)
        .send({ IdUsuario: 'AUDITOR', Clave: 'Otra2026y' });
      expect(noCaptcha.body).toMatchObject({ code: 'auth.captchaInvalid' });
    });
  });

  describe('password recovery', () => {
    const signIn = async (username: string, password: string) =>
      app.request
        .post('/api/usuario/login')
        .send({ username, password, tokenClient: await captcha() });

    it('forgot-password: unknown e-mail is an error; a known one gets a temporary password by mail', async () => {
      const unknown = await app.request
        .post('/api/auth/forgot-password')
        .send({ email: 'nadie@ejemplo.pe' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'identity.emailNotFound' });
      const ok = await app.request
        .post('/api/auth/forgot-password')
        .send({ email: 'varios@mineraandina.pe' });
      expect(ok.status).toBe(200);
      const mail = (await mailbox('varios@mineraandina.pe'))[0]!;
      expect(mail.kind).toBe('password-recovery');
      const temporary = temporaryIn(mail);
      // asking for a mail locks nobody out: the current password still signs in
      expect((await signIn('VARIOS', 'Faena.2026')).body).toMatchObject({
        result: { primeraClaveCambiada: 'S' },
      });
      const login = await signIn('VARIOS', temporary);
      expect(login.body).toMatchObject({ result: { primeraClaveCambiada: 'N' } });
      // the temporary one is now the password, to be changed: the old one no longer signs in
      expect((await signIn('VARIOS', 'Faena.2026')).status).toBe(401);
      expect((await signIn('VARIOS', temporary)).body).toMatchObject({
        result: { primeraClaveCambiada: 'N' },
      });
    });

    it('a temporary password expires after a day, and a newer mail replaces it', async () => {
      const ask = async () => {
        await app.request
          .put('/api/SeguridadusuarioLogin/recuperarClave')
          .send({ IdUsuario: 'APROBADOR', Correo: 'aprobador@mineraandina.pe' });
        return temporaryIn((await mailbox('aprobador@mineraandina.pe'))[0]!);
      };
      const first = await ask();
      const second = await ask();
      expect(second).not.toBe(first);
      expect((await signIn('APROBADOR', first)).status).toBe(401);
      clock.advance(25 * 3600 * 1000);
      try {
        expect((await signIn('APROBADOR', second)).status).toBe(401);
        expect((await signIn('APROBADOR', 'Faena.2026')).status).toBe(200);
      } finally {
        clock.advance(-25 * 3600 * 1000);
      }
    });

    it('recuperarClave needs the user and the e-mail to match', async () => {
      const bad = await app.request
        .put('/api/SeguridadusuarioLogin/recuperarClave')
        .send({ IdUsuario: 'CELULAR', Correo: 'otro@mineraandina.pe' });
      expect(bad.status).toBe(422);
      const missing = await app.request
        .put('/api/SeguridadusuarioLogin/recuperarClave')
        .send({ IdUsuario: 'CELULAR' });
      expect(missing.status).toBe(400);
      const empty = await app.request
        .put('/api/SeguridadusuarioLogin/recuperarClave')
        .send({ IdUsuario: ' ', Correo: '' });
      expect(
        (empty.body as { issues: Array<{ path: string; text: string }> }).issues.map(
          (i) => `${i.path}: ${i.text}`,
        ),
      ).toEqual(['IdUsuario: INGRESE USUARIO', 'Correo: INGRESE UN CORREO']);
      const ok = await app.request
        .put('/api/SeguridadusuarioLogin/recuperarClave')
        .send({ IdUsuario: 'celular', Correo: 'CELULAR@mineraandina.pe' });
      expect(ok.status).toBe(200);
      expect((await mailbox('celular@mineraandina.pe'))[0]).toMatchObject({
        kind: 'password-recovery',
      });
    });
  });

  describe('per-profile user listing, per-user configuration, authorizer roles (domain spec §6–7)', () => {
    type UserRow = {
      IdUsuario: string;
      IdPerfil: string;
      IdDivision: string;
      Activo: string;
      RolAcreditacion: string | null;
    };
    const byProfile = async (username: string, body: object) =>
      app.request
        .put('/api/SeguridadUsuarioPerfil/listarbyPerfil')
        .set('Authorization', await as(username))
        .send({
          IdCliente: 'MINERA-ANDINA',
          IdPerfil: 'PRF-APROBADOR',
          urlPath: '/seguridad',
          ...body,
        });

    it('listarbyPerfil lists who holds a profile in the client, for administrators, paged on request', async () => {
      let rows: UserRow[] = [];
      for (let i = 0; i < 50 && rows.length === 0; i++) {
        const res = await byProfile('ADMIN', {});
        expect(res.status).toBe(200);
        rows = (res.body as { result: UserRow[] }).result;
        if (rows.length === 0) await new Promise((r) => setTimeout(r, 100)); // the projection catching up after the seed
      }
      expect(new Set(rows.map((r) => r.IdUsuario))).toEqual(new Set(['APROBADOR', 'VARIOS']));
      expect(rows.find((r) => r.IdUsuario === 'APROBADOR')).toMatchObject({
        IdPerfil: 'PRF-APROBADOR',
        Activo: 'S',
        RolAcreditacion: 'Aprobador SSOMA',
      });
      const page = (await byProfile('ADMIN', { NumPagina: 1, TamPagina: 1 })).body as {
        result: UserRow[];
      };
      expect(page.result).toEqual([rows[1]]);
      expect((await byProfile('SOLICITANTE', {})).status).toBe(403);
      expect((await byProfile('ADMIN', { IdCliente: 'OTRO' })).status).toBe(403);
      expect((await byProfile('ADMIN', { IdPerfil: '' })).status).toBe(400);
    });

    it("configuracionByUsuario answers the setting one signs in with and one's profiles there; others only to an administrator", async () => {
      const get = async (username: string, query: object) =>
        app.request
          .get('/api/SeguridadUsuarioPerfil/configuracionByUsuario')
          .set('Authorization', await as(username))
          .query({ IdCliente: 'MINERA-ANDINA', ...query });
      const own = await get('SOLICITANTE', {});
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({
        result: {
          IdUsuario: 'SOLICITANTE',
          IdCliente: 'MINERA-ANDINA',
          IdConfiguracionLogeo: expect.any(String),
          NivelSeguridadClave: expect.stringMatching(/^[BIA]$/),
          Perfiles: [{ IdPerfil: 'PRF-SOLICITANTE' }],
        },
      });
      expect((await get('SOLICITANTE', { IdUsuario: 'APROBADOR' })).status).toBe(403);
      expect((await get('ADMIN', { IdUsuario: 'solicitante' })).body).toMatchObject({
        result: { IdUsuario: 'SOLICITANTE' },
      });
      expect((await get('ADMIN', { IdUsuario: 'NOEXISTE' })).status).toBe(404);
    });

    it("ListarByUser answers the user's authorizer profiles and accreditation role in the client", async () => {
      const get = async (username: string, query: object = {}) =>
        app.request
          .get('/api/acreditacionautorizadorusuario/ListarByUser')
          .set('Authorization', await as(username))
          .query({ IdCliente: 'MINERA-ANDINA', ...query });
      expect((await get('APROBADOR')).body).toEqual({
        result: [
          {
            IdUsuario: 'APROBADOR',
            IdCliente: 'MINERA-ANDINA',
            IdPerfil: 'PRF-APROBADOR',
            Perfil: 'Aprobador',
            IdDivision: expect.any(String),
            Division: expect.any(String),
            RolAcreditacion: 'Aprobador SSOMA',
            Caracteristicas: ['CPAAUT'],
          },
        ],
      });
      expect((await get('SOLICITANTE')).body).toEqual({ result: [] });
      expect((await get('SOLICITANTE', { IdUsuario: 'APROBADOR' })).status).toBe(403);
      expect((await get('SOLICITANTE', { IdCliente: 'OTRO' })).status).toBe(403);
    });
  });

  describe('security settings per client', () => {
    it("lists the client's settings and lets an administrator save one", async () => {
      const list = await app.request
        .get('/api/SeguridadConfiguracionLogeo/obtenerTodos')
        .set('Authorization', await as('SOLICITANTE'))
        .query({ IdCliente: 'MINERA-ANDINA' });
      expect(
        (list.body as { result: Array<{ IdConfiguracionLogeo: string }> }).result.map(
          (s) => s.IdConfiguracionLogeo,
        ),
      ).toEqual(['CFG-ESTANDAR', 'CFG-DOBLE-CORREO', 'CFG-DOBLE-TELEFONO', 'CFG-CADUCA-30']);
      expect(
        (
          await app.request
            .get('/api/SeguridadConfiguracionLogeo/obtenerTodos')
            .set('Authorization', await as('SOLICITANTE'))
            .query({ IdCliente: 'OTRO' })
        ).status,
      ).toBe(403);
      const setting = {
        IdCliente: 'MINERA-ANDINA',
        IdConfiguracionLogeo: 'CFG-ESTANDAR',
        ConfiguracionLogeo: 'Estándar',
        NivelSeguridadClave: 'I',
        LongitudClave: 8,
        DiasCaducidadClave: 0,
        CambiarPrimeraClave: true,
        NumeroIntentos: 3,
        DiasInactivacion: 0,
        MinutosDesbloqueo: 20,
        DobleAutenticacion: 'N',
        PorDefecto: true,
      };
      expect(
        (
          await app.request
            .put('/api/SeguridadConfiguracionLogeo/guardar')
            .set('Authorization', await as('SOLICITANTE'))
            .send(setting)
        ).status,
      ).toBe(403);
      expect(
        (
          await app.request
            .put('/api/SeguridadConfiguracionLogeo/guardar')
            .set('Authorization', await as('ADMIN'))
            .send(setting)
        ).status,
      ).toBe(200);
      const one = await app.request
        .get('/api/SeguridadConfiguracionLogeo/obtener')
        .set('Authorization', await as('ADMIN'))
        .query({ IdCliente: 'MINERA-ANDINA', IdConfiguracionLogeo: 'CFG-ESTANDAR' });
      expect(one.body).toMatchObject({ result: { NumeroIntentos: 3, MinutosDesbloqueo: 20 } });
    });

    it("keeps every call to the caller's own client, administrators included (403, nothing saved)", async () => {
      const path = '/api/SeguridadConfiguracionLogeo';
      const pairs = [
        {
          admin: 'ADMIN',
          own: 'MINERA-ANDINA',
          other: 'MINERA-PACIFICO',
          otherSetting: 'CFG-PAC-ESTANDAR',
        },
        {
          admin: 'PAC-ADMIN',
          own: 'MINERA-PACIFICO',
          other: 'MINERA-ANDINA',
          otherSetting: 'CFG-ESTANDAR',
        },
      ];
      for (const { admin, own, other, otherSetting } of pairs) {
        const before = (
          await app.request
            .get(`${path}/obtenerTodos`)
            .set('Authorization', await as(admin === 'ADMIN' ? 'PAC-ADMIN' : 'ADMIN'))
            .query({ IdCliente: other })
        ).body as unknown;
        const changed = {
          IdCliente: other,
          IdConfiguracionLogeo: otherSetting,
          ConfiguracionLogeo: 'Cambiada',
          NivelSeguridadClave: 'B',
          LongitudClave: 6,
          DiasCaducidadClave: 0,
          CambiarPrimeraClave: false,
          NumeroIntentos: 9,
          DiasInactivacion: 0,
          MinutosDesbloqueo: 1,
          DobleAutenticacion: 'N',
          PorDefecto: true,
        };
        const refused = [
          await app.request
            .get(`${path}/obtenerTodos`)
            .set('Authorization', await as(admin))
            .query({ IdCliente: other }),
          await app.request
            .get(`${path}/obtener`)
            .set('Authorization', await as(admin))
            .query({ IdCliente: other, IdConfiguracionLogeo: otherSetting }),
          await app.request
            .put(`${path}/guardar`)
            .set('Authorization', await as(admin))
            .send(changed),
        ];
        expect(refused.map((r) => [r.status, (r.body as { code?: string }).code])).toEqual([
          [403, 'auth.forbidden'],
          [403, 'auth.forbidden'],
          [403, 'auth.forbidden'],
        ]);
        expect(
          (
            await app.request
              .get(`${path}/obtenerTodos`)
              .set('Authorization', await as(admin === 'ADMIN' ? 'PAC-ADMIN' : 'ADMIN'))
              .query({ IdCliente: other })
          ).body,
        ).toEqual(before);
        const mine = await app.request
          .get(`${path}/obtenerTodos`)
          .set('Authorization', await as(admin))
          .query({ IdCliente: own });
        expect(mine.status).toBe(200);
      }
    });
  });
});

describe('identity: development mailbox in production', () => {
  it('is not served unless DEV_MAILBOX is set', async () => {
    const prod = await startTestApp({ seed: false, config: { NODE_ENV: 'production' } });
    try {
      expect((await prod.request.get('/api/dev/mailbox')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
