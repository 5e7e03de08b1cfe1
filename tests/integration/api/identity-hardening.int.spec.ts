import { FixedClock } from '@faena/core';
import { API } from '@faena/contracts';
import { startTestApp, type TestApp } from '@faena/test-kit';

type Issue = { path: string; message: string; text: string };

/** Issue 15 (hardening) of the sign-in security: each case failed before its fix. */
describe('identity: sign-in hardening', () => {
  const clock = new FixedClock(new Date('2026-03-02T11:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ clock });
  });
  afterAll(() => app.close());

  const captcha = async () => ((await app.request.get(API.captchaChallenge.path)).body as { result: { token: string } }).result.token;

  describe('the maintenance screen (PUT SeguridadusuarioLogin/actualizar)', () => {
    it('answers the length message, not the required one, to a 51-character password, and changes nothing', async () => {
      const auth = `Bearer ${await app.tokenFor('AUDITOR')}`;
      const update = async (Clave: string, lang = 'es') =>
        app.request.put(API.updateLoginPassword.path).query({ lang }).set('Authorization', auth).send({ IdCliente: 'MINERA-ANDINA', IdUsuario: 'AUDITOR', Clave, IdTipoAplicacion: 'WEB', tokenClient: await captcha() });
      const es = await update(`Abc1${'x'.repeat(47)}`);
      expect(es.status).toBe(400);
      expect((es.body as { issues: Issue[] }).issues).toEqual([{ path: 'Clave', message: 'PASSWORDMAXLENGTH:50', text: 'La contraseña admite como máximo 50 caracteres.' }]);
      const en = await update('y'.repeat(51), 'en');
      expect((en.body as { issues: Issue[] }).issues).toEqual([{ path: 'Clave', message: 'PASSWORDMAXLENGTH:50', text: 'The password allows at most 50 characters.' }]);
      // the required message stays for an empty one
      expect(((await update('')).body as { issues: Issue[] }).issues).toEqual([{ path: 'Clave', message: 'PASSWORDREQUIRED', text: 'La contraseña es obligatoria.' }]);
      const confirm = (claveUsuario: string) => app.request.put(API.confirmPassword.path).set('Authorization', auth).send({ IdUsuario: 'AUDITOR', claveUsuario });
      expect((await confirm('Faena.2026')).body).toEqual({ result: { resulado: true } });
      // the current-password popup: the same messages
      expect(((await confirm('z'.repeat(51))).body as { issues: Issue[] }).issues).toEqual([{ path: 'claveUsuario', message: 'PASSWORDMAXLENGTH:50', text: 'La contraseña admite como máximo 50 caracteres.' }]);
      expect(((await confirm('')).body as { issues: Issue[] }).issues).toEqual([{ path: 'claveUsuario', message: 'PASSWORDREQUIRED', text: 'La contraseña es obligatoria.' }]);
    });
  });
});
