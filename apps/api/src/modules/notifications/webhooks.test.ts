import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/factories.js';
import { startReceiver } from '../../../test/receiver.js';
import { isInternalAddress } from '../../lib/outboundHttp.js';

// only 127.0.0.1 is let through (the tests' own receiver); a webhook is disabled after 2 failures in a row
const t = useTestContext({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_DISABLE_AFTER: 2, OUTBOX_RETRY_BASE_SECONDS: 0 });

const create = (token: string, url: string) =>
  t.request({ method: 'POST', url: '/v1/webhooks', token, payload: { url, events: ['idea.submitted'] } });

describe('webhooks reach no address inside the plant network unless it is listed (issue 27 item 6)', () => {
  it.each([
    '127.0.0.2',
    '10.1.2.3',
    '172.16.0.9',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fe80::1',
    'fd00::5',
    '::ffff:10.0.0.1',
  ])('%s is internal', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '2001:4860:4860::8888'])('%s is public', (address) => {
    expect(isInternalAddress(address)).toBe(false);
  });

  it('refuses to add a webhook to a loopback, private or link-local address, naming the url, and stores nothing', async () => {
    const admin = await t.login('ADMIN');
    for (const url of [
      'http://127.0.0.2:8080/hook',
      'http://localhost:9/hook',
      'http://10.0.0.5/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hook',
      'http://[::ffff:192.168.0.1]/hook',
    ]) {
      const res = await create(admin.token, url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().details[0]).toMatchObject({ path: 'url', key: 'webhookInternalAddress' });
    }
    const listed = (await t.request({ method: 'GET', url: '/v1/webhooks', token: admin.token })).json();
    expect(listed.total).toBe(0);
  });

  it('lets a listed host through, and refuses moving an existing webhook inside the network', async () => {
    const admin = await t.login('ADMIN');
    const created = await create(admin.token, 'http://127.0.0.1:9/hook');
    expect(created.statusCode, created.body).toBe(201);
    const hook = created.json();
    const moved = await t.request({
      method: 'PUT',
      url: `/v1/webhooks/${hook._id}`,
      token: admin.token,
      payload: { url: 'http://192.168.10.20/hook', events: hook.events, enabled: true, version: hook.version },
    });
    expect(moved.statusCode, moved.body).toBe(400);
    const kept = (await t.request({ method: 'GET', url: `/v1/webhooks/${hook._id}`, token: admin.token })).json();
    expect(kept).toMatchObject({ url: 'http://127.0.0.1:9/hook', version: hook.version });
    await t.request({ method: 'DELETE', url: `/v1/webhooks/${hook._id}`, token: admin.token });
  });

  it('is for ADMIN only', async () => {
    const consultant = await t.login('CONSULTANT');
    expect((await create(consultant.token, 'https://example.com/hook')).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/v1/webhooks', token: consultant.token })).statusCode).toBe(403);
  });
});

describe("a webhook's 'send test' and its disabling after failures in a row", () => {
  it('a test is delivered and logged; failures in a row disable it with the reason; enabling again clears them', async () => {
    const admin = await t.login('ADMIN');
    let status = 200;
    const receiver = await startReceiver(() => status);
    const hook = (await create(admin.token, `${receiver.url}/hook`)).json();
    const test = () => t.request({ method: 'POST', url: `/v1/webhooks/${hook._id}/test`, token: admin.token });

    const ok = await test();
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'sent', responseStatus: 200, eventType: 'webhook.test' });
    expect(JSON.parse(receiver.received[0].body.toString('utf8'))).toMatchObject({ type: 'webhook.test' });

    status = 410;
    expect((await test()).json()).toMatchObject({ status: 'failed', responseStatus: 410 });
    const once = (await t.request({ method: 'GET', url: `/v1/webhooks/${hook._id}`, token: admin.token })).json();
    expect(once).toMatchObject({ enabled: true, consecutiveFailures: 1 });
    await test();
    const disabled = (await t.request({ method: 'GET', url: `/v1/webhooks/${hook._id}`, token: admin.token })).json();
    expect(disabled.enabled).toBe(false);
    expect(disabled.disabledReason).toMatch(/410/);

    // the log lists the three attempts, newest first
    const log = (await t.request({ method: 'GET', url: `/v1/webhooks/${hook._id}/deliveries`, token: admin.token })).json();
    expect(log.data.map((d: { responseStatus: number }) => d.responseStatus)).toEqual([410, 410, 200]);

    const enabled = await t.request({
      method: 'PUT',
      url: `/v1/webhooks/${hook._id}`,
      token: admin.token,
      payload: { url: hook.url, events: hook.events, enabled: true, version: disabled.version },
    });
    expect(enabled.json()).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 });
    await receiver.close();
  });
});
