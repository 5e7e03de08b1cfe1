import { CHALLENGE_TTL_S, EmbeddedCaptcha } from './captcha';
import { SessionActivity } from './session-activity';

describe('embedded captcha', () => {
  let now = Date.parse('2026-03-02T12:00:00Z');
  const captcha = new EmbeddedCaptcha(new Uint8Array(32).fill(7), () => now);

  it('verifies its own challenge once, before it expires', async () => {
    const token = captcha.challenge();
    expect(await captcha.verify(token, 'submit')).toBe(true);
    expect(await captcha.verify(token, 'submit')).toBe(false);
    const late = captcha.challenge();
    now += (CHALLENGE_TTL_S + 1) * 1000;
    expect(await captcha.verify(late, 'submit')).toBe(false);
  });

  it('refuses forged, other-key and missing tokens', async () => {
    const token = captcha.challenge();
    const other = new EmbeddedCaptcha(new Uint8Array(32).fill(8), () => now);
    expect(await other.verify(token, 'submit')).toBe(false);
    expect(await captcha.verify(token.replace(/^\d+/, '9999999999'), 'submit')).toBe(false);
    expect(await captcha.verify(undefined, 'submit')).toBe(false);
    expect(await captcha.verify('x', 'submit')).toBe(false);
  });
});

describe('session activity', () => {
  it('counts idle seconds from the later of the last touch and the issue time', () => {
    const a = new SessionActivity();
    expect(a.idleSeconds('f', 500_000, 100_000)).toBe(400);
    a.touch('f', 300_000);
    expect(a.idleSeconds('f', 701_000, 100_000)).toBe(401);
    expect(a.idleSeconds('f', 701_000, 650_000)).toBe(51);
  });
});
