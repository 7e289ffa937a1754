import type { FastifyInstance } from 'fastify';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * A plant often serves Fikra over plain HTTP on its LAN (HOST=0.0.0.0). There, `upgrade-insecure-requests` and HSTS
 * would make the browser fetch the scripts over https, which nothing answers, and the page would stay blank. So both
 * are added only when the request really came over HTTPS: `request.protocol` is https for a TLS socket, or behind a
 * proxy trusted with TRUST_PROXY that says X-Forwarded-Proto: https.
 */
export function registerHttpsOnlyHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol !== 'https') return;
    reply.header('strict-transport-security', HSTS);
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string' && !csp.includes('upgrade-insecure-requests')) {
      reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
    }
  });
}
