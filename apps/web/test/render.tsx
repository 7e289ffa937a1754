import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/** Renders inside the providers the app gives every page (a fresh query cache, antd's App context). */
export function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <App>{ui}</App>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

interface FakeRequest {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}
type Handler = (request: FakeRequest) => unknown;

/**
 * Stands in for the API: `fetch('/v1/…')` answers with what the handler returns for `METHOD /path`
 * (200 JSON; a `Response` as it is), or 404. Every request is recorded for assertions.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(input, 'http://localhost');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, url, body, headers: (init.headers ?? {}) as Record<string, string> };
    requests.push(request);
    const handler = Object.entries(handlers).find(([route]) => {
      const [m, pattern] = route.split(' ');
      return m === method && new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(url.pathname);
    })?.[1];
    if (!handler) return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }), { status: 404 });
    const answer = handler(request);
    // a handler may answer with a response of its own (an error body and its status)
    return answer instanceof Response ? answer : new Response(JSON.stringify(answer), { status: 200 });
  });
  return requests;
}
