import { PROFILE_PHOTO_MAX_BYTES } from '@fikra/shared';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestContext } from '../../../test/factories.js';
import { multipart, SAMPLES } from '../../../test/multipart.js';

const t = useTestContext({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });

const signIn = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
const me = (token: string) => t.request({ method: 'GET', url: '/v1/User/token', token });

async function upload(token: string, purpose: string, filename: string, content: Buffer) {
  const res = await t.request({
    method: 'POST',
    url: `/v1/file/upload?purpose=${purpose}`,
    token,
    ...multipart([{ filename, content }]),
  });
  return res;
}

describe('PUT /v1/User/:id/password (ADMIN)', () => {
  it('sets the password with the register rules and ends every session of the user', async () => {
    const admin = await t.login('ADMIN');
    const user = await t.login('USER');
    const set = (password: string, token = admin.token) =>
      t.request({ method: 'PUT', url: `/v1/User/${user.id}/password`, token, payload: { password } });
    expect((await set('short')).json().message).toBe('Password must be at least 8 characters');
    expect((await set('x'.repeat(21))).json().message).toBe('Password must be at most 20 characters');
    const ok = await set('ByAdmin#2026');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Password changed', _id: user.id });
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(user.email, 'ByAdmin#2026')).statusCode).toBe(200);
    expect((await me(admin.token)).statusCode).toBe(200);
  });

  it.each(['CONSULTANT', 'MBUL', 'USER'] as const)('is refused to %s, even for their own account', async (role) => {
    const caller = await t.login(role);
    const target = await t.login('USER');
    for (const id of [target.id, caller.id]) {
      const res = await t.request({
        method: 'PUT',
        url: `/v1/User/${id}/password`,
        token: caller.token,
        payload: { password: 'Hijack#2026' },
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await signIn(target.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await t.login('ADMIN');
    const res = await t.request({
      method: 'PUT',
      url: '/v1/User/00000000-0000-4000-8000-000000000000/password',
      token: admin.token,
      payload: { password: 'Nobody#2026' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('profile photo: PUT /v1/User/:id/image', () => {
  const setImage = (token: string, id: string, image: string | null) =>
    t.request({ method: 'PUT', url: `/v1/User/${id}/image`, token, payload: { image } });

  it('sets, replaces and removes the own photo', async () => {
    const a = await t.login('USER');
    const png = (await upload(a.token, 'image', 'me.png', SAMPLES.png)).json()[0]._id;
    const set = await setImage(a.token, a.id, png);
    expect(set.statusCode).toBe(200);
    expect(set.json().image).toBe(png);
    expect((await me(a.token)).json().image).toBe(png);
    const photo = await t.request({ method: 'GET', url: `/v1/file/${png}` });
    expect(photo.headers['content-type']).toBe('image/png');

    const jpeg = (await upload(a.token, 'image', 'me.jpg', SAMPLES.jpeg)).json()[0]._id;
    expect((await setImage(a.token, a.id, jpeg)).json().image).toBe(jpeg);
    const list = await t.request({ method: 'GET', url: `/v1/User/${a.id}`, token: a.token });
    expect(list.json().image).toBe(jpeg);

    const removed = await setImage(a.token, a.id, null);
    expect(removed.json().image).toBeNull();
  });

  it('refuses a file that is not an image by its bytes, whatever its name', async () => {
    const a = await t.login('USER');
    const fake = await upload(a.token, 'image', 'photo.png', SAMPLES.pdf);
    expect(fake.statusCode).toBe(415);
    const html = await upload(a.token, 'image', 'photo.jpg', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(415);
    const svg = await upload(a.token, 'image', 'photo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(svg.statusCode).toBe(415);
  });

  it('refuses a PDF uploaded for another purpose, an unknown file and a photo over the size limit', async () => {
    const admin = await t.login('ADMIN');
    const a = await t.login('USER');
    const pdf = (await upload(admin.token, 'attachment', 'doc.pdf', SAMPLES.pdf)).json()[0]._id;
    const refused = await setImage(a.token, a.id, pdf);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe('The photo must be a JPEG, PNG, WebP or GIF image');
    expect((await setImage(a.token, a.id, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(400);
    expect((await setImage(a.token, a.id, 'not-an-id' as string)).statusCode).toBe(400);

    const big = Buffer.concat([SAMPLES.png, Buffer.alloc(PROFILE_PHOTO_MAX_BYTES)]);
    const bigId = (await upload(a.token, 'image', 'big.png', big)).json()[0]._id;
    const tooLarge = await setImage(a.token, a.id, bigId);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The photo must be at most 2 MB');
    expect((await me(a.token)).json().image).toBeNull();
  });

  it("lets only an ADMIN change another user's photo", async () => {
    const a = await t.login('USER');
    const b = await t.login('USER');
    const admin = await t.login('ADMIN');
    const png = (await upload(a.token, 'image', 'me.png', SAMPLES.png)).json()[0]._id;
    expect((await setImage(a.token, b.id, png)).statusCode).toBe(403);
    expect((await setImage(admin.token, b.id, png)).statusCode).toBe(200);
  });
});

describe('without SMTP', () => {
  it('does not offer the reset link and sends nothing', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/config' })).json()).toEqual({ passwordReset: false });
    const a = await t.login('USER');
    const res = await t.request({ method: 'POST', url: '/v1/auth/forgotPassword', payload: { email: a.email } });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.query('select 1 from password_resets');
    expect(rows).toEqual([]);
  });
});
