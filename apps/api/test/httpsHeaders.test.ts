import { describe, expect, it } from 'vitest';
import { useTestContext } from './factories.js';

const plain = useTestContext();
const proxied = useTestContext({ TRUST_PROXY: true });

describe('HTTPS-only headers (a plant LAN over plain HTTP must still load the scripts)', () => {
  it('over plain HTTP sends neither upgrade-insecure-requests nor HSTS', async () => {
    const res = await plain.request({ method: 'GET', url: '/v1/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto when the proxy is not trusted', async () => {
    const res = await plain.request({ method: 'GET', url: '/v1/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('behind a trusted proxy over HTTPS sends both', async () => {
    const res = await proxied.request({ method: 'GET', url: '/v1/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('behind a trusted proxy over plain HTTP sends neither', async () => {
    const res = await proxied.request({ method: 'GET', url: '/v1/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
