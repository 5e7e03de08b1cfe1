import { startTestApp, type TestApp } from '@faena/test-kit';
import {
  startSmsSink,
  startSmtpSink,
  type SmsSink,
  type SmtpSink,
} from '../../support/message-sinks';

// a seeded app takes a while to start on a loaded machine
jest.setTimeout(120_000);

type Mail = { to: string; subject: string; body: string; kind: string; status?: string };

/** With SMTP_URL and SMS_URL set, the api relays what identity puts in the outbox: the mail and the SMS arrive. */
describe('identity: mail and SMS delivered', () => {
  let smtp: SmtpSink;
  let provider: SmsSink;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    provider = await startSmsSink();
    app = await startTestApp({
      config: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Faena <no-reply@faena.test>',
        SMS_URL: provider.url,
        SMS_TOKEN: 'token-1',
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    await provider.close();
  });

  const mailbox = async (to: string) =>
    ((await app.request.get('/api/dev/mailbox').query({ to })).body as { result: Mail[] }).result;

  it('mails the temporary password of a recovery to the user', async () => {
    const res = await app.request
      .post('/api/auth/forgot-password')
      .send({ email: 'varios@mineraandina.pe' });
    expect(res.status).toBe(200);
    const [mail] = await smtp.arrived(1);
    expect(mail).toMatchObject({
      rcptTo: ['varios@mineraandina.pe'],
      subject: 'Faena: recuperación de contraseña',
      from: 'no-reply@faena.test',
    });
    const kept = (await mailbox('varios@mineraandina.pe'))[0]!;
    expect(mail!.text).toBe(kept.body);
    // the temporary password stands alone on its own line
    expect(mail!.text.split('\n').filter((line) => /^\S{8,}$/.test(line))).toHaveLength(1);
  });

  it('sends the two-factor code of a user who gets it by phone as an SMS', async () => {
    const token = (
      (await app.request.get('/api/captcha/challenge')).body as { result: { token: string } }
    ).result.token;
    const res = await app.request.post('/api/usuario/login').send({
      username: 'CELULAR',
      password: 'Faena.2026',
      tokenClient: token,
      urlPath: '/auth/login',
    });
    expect((res.body as { result: { flagTelefono: string } }).result.flagTelefono).toBe('S');
    const [sms] = await provider.arrived(1);
    const kept = (await mailbox('957000003'))[0]!;
    expect(sms).toMatchObject({
      authorization: 'Bearer token-1',
      json: { to: '957000003', body: kept.body },
    });
    expect(kept.body).toMatch(/código de verificación es \d{4}/);
  });
});
