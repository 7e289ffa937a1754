import type { FieldError, FileRef, MessageParams } from '@fikra/shared';
import { getToken } from './session';

export class ApiError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
    public details?: FieldError[],
    /** the whole error body (an import's per-row report travels in it) */
    public body?: unknown,
  ) {
    super(message);
    const named = (body && typeof body === 'object' ? body : {}) as { key?: string; params?: MessageParams };
    this.key = named.key;
    this.params = named.params;
  }
  /** the message's key in the catalogue (shared MESSAGES) and its params: the web app translates by these */
  key?: string;
  params?: MessageParams;
}

type ExpiredListener = () => void;
const expiredListeners = new Set<ExpiredListener>();
/** Called when the server says the token has expired (the app shows the refresh prompt). */
export function onTokenExpired(listener: ExpiredListener) {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** send without the bearer token */
  anonymous?: boolean;
}

/** The one place the bearer token joins a request (JSON calls, downloads and uploads alike). */
function withToken(headers: Record<string, string>, anonymous = false): Record<string, string> {
  const token = anonymous ? null : getToken();
  return token ? { ...headers, Authorization: `Bearer ${token}` } : headers;
}

/** The ApiError of a failed response's body; a TOKEN_EXPIRED answer also tells the session watcher. */
function apiError(status: number, statusText: string, body: unknown): ApiError {
  const e = (body && typeof body === 'object' ? body : {}) as { code?: string; message?: string; details?: FieldError[] };
  if (e.code === 'TOKEN_EXPIRED') for (const l of expiredListeners) l();
  return new ApiError(status, e.code ?? 'INTERNAL', e.message ?? statusText, e.details, body);
}

async function request<T>(method: string, path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  let headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers = { ...headers, 'Content-Type': 'application/json' };
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(`/v1${path}`, { method, headers: withToken(headers, opts.anonymous), body: payload, signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', 'Network error');
  }
  const text = await res.text();
  const data = text ? safeJson(text) : undefined;
  if (!res.ok) throw apiError(res.status, res.statusText, data);
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, body, opts),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, body, opts),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, body, opts),
  del: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, undefined, opts),
};

/** Query-string from an object, skipping empty values. */
export function qs(params: Record<string, string | number | boolean | undefined | null>): string {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') s.set(k, String(v));
  const out = s.toString();
  return out ? `?${out}` : '';
}

/** Downloads a protected file (export, backup) with the bearer token and saves it under the given name. */
export async function downloadFile(path: string, filename: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`/v1${path}`, {
    method: init.method ?? 'GET',
    headers: withToken(init.body ? { 'Content-Type': 'application/json' } : {}),
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok) throw apiError(res.status, res.statusText, await res.json().catch(() => ({})));
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface UploadOptions {
  anonymous?: boolean;
  /** percent of the file sent so far */
  onProgress?: (percent: number) => void;
}

/**
 * Sends a multipart form to POST /v1<path> and resolves with the answer's body. XMLHttpRequest rather than
 * fetch: only it reports upload progress, as a floored percent (spec §7). `abort` cancels it.
 */
export function uploadForm<T>(path: string, form: FormData, opts: UploadOptions = {}): { done: Promise<T>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.open('POST', `/v1${path}`);
    for (const [name, value] of Object.entries(withToken({ Accept: 'application/json' }, opts.anonymous)))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => e.lengthComputable && opts.onProgress?.(Math.floor((e.loaded / e.total) * 100));
    xhr.onload = () => {
      const body = safeJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(apiError(xhr.status, xhr.statusText, body));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Network error'));
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

/** Sends one file to POST /v1/file/upload?purpose=… and resolves with the stored file's reference. */
export function uploadFile(purpose: string, file: Blob, opts: UploadOptions = {}): { done: Promise<FileRef>; abort: () => void } {
  const form = new FormData();
  form.append('file', file);
  const { done, abort } = uploadForm<FileRef[]>(`/file/upload${qs({ purpose })}`, form, opts);
  return { done: done.then((stored) => stored[0]), abort };
}
