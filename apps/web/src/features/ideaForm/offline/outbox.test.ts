// @vitest-environment jsdom
import type { IdeaSubmissionInput } from '@fikra/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';

// IndexedDB as plain maps (jsdom has none): one map per store
const stores = vi.hoisted(() => new Map<string, Map<string, unknown>>());
vi.mock('idb-keyval', () => {
  const of = (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    return stores.get(name)!;
  };
  return {
    createStore: (db: string) => db,
    get: async (key: string, store: string) => of(store).get(key),
    set: async (key: string, value: unknown, store: string) => void of(store).set(key, value),
    setMany: async (pairs: [string, unknown][], store: string) => {
      for (const [k, v] of pairs) of(store).set(k, v);
    },
    del: async (key: string, store: string) => void of(store).delete(key),
    keys: async (store: string) => [...of(store).keys()],
    entries: async (store: string) => [...of(store).entries()],
  };
});
const uploads = vi.hoisted(() => ({ count: 0, sent: [] as Blob[] }));
vi.mock('../../../lib/api', async (actual) => ({
  ...(await actual<typeof import('../../../lib/api')>()),
  uploadFile: (_purpose: string, blob: Blob) => {
    uploads.sent.push(blob);
    return { done: Promise.resolve({ _id: `new-${++uploads.count}`, filename: 'x', contentType: 'image/png' }), abort: () => {} };
  },
}));
const submitIdea = vi.hoisted(() => vi.fn());
vi.mock('../api/submitIdea', () => ({ submitIdea }));
vi.mock('../myIdeas/store', () => ({ myIdeas: { remember: async () => undefined } }));

const { outbox, forgetUnusedCopies } = await import('./outbox');
const { holdCopy, keepLocalFile, readCopy, readLocalFile } = await import('./localFiles');

const photoGone = () =>
  new ApiError(400, 'VALIDATION_FAILED', 'File not found', [
    { path: 'operatorImg.0', message: 'File not found', key: 'notFound', params: { label: 'File' } },
  ]);
const sentBodies = () => submitIdea.mock.calls.map(([call]) => call as { body: IdeaSubmissionInput; idempotencyKey: string });
const idea = (operatorImg: string[]) =>
  ({ ideaText: 'Mark the lanes', operatorImg, filesRelated: [] }) as unknown as IdeaSubmissionInput;

beforeEach(() => {
  stores.clear();
  uploads.count = 0;
  uploads.sent = [];
  submitIdea.mockReset();
  URL.createObjectURL ??= () => 'blob:preview';
});

describe('an idea kept on the phone and sent later (issue 30 item 18)', () => {
  it('whose photo the server removed meanwhile uploads it again from the copy and is sent with the same key', async () => {
    const photo = new File(['png'], 'lanes.png', { type: 'image/png' });
    await holdCopy('uploaded-1', photo);
    submitIdea.mockRejectedValueOnce(photoGone()).mockResolvedValueOnce({ _id: 'i1', ideaNumber: 7 });
    await outbox.add('key-1', idea(['uploaded-1']));
    await outbox.send();

    expect(sentBodies().map((c) => [c.body.operatorImg, c.idempotencyKey])).toEqual([
      [['uploaded-1'], 'key-1'],
      [['new-1'], 'key-1'],
    ]);
    expect((uploads.sent[0] as File).name).toBe('lanes.png');
    expect(outbox.entries()[0]).toMatchObject({ status: 'sent', result: { ideaNumber: 7 } });
    expect(await readCopy('uploaded-1')).toBeUndefined();
  });

  it('a photo kept on the phone, uploaded once and gone since, is uploaded again from the phone', async () => {
    const kept = await keepLocalFile(new File(['png'], 'pallets.png', { type: 'image/png' }));
    submitIdea.mockRejectedValueOnce(photoGone()).mockResolvedValueOnce({ _id: 'i2', ideaNumber: 8 });
    await outbox.add('key-2', idea([kept._id]));
    await outbox.send();

    expect(sentBodies().map((c) => c.body.operatorImg)).toEqual([['new-1'], ['new-2']]);
    expect(outbox.entries()[0].status).toBe('sent');
    expect(await readLocalFile(kept._id)).toBeUndefined();
  });

  it('with no copy on this phone the refusal stands, and only one more try is made', async () => {
    submitIdea.mockRejectedValue(photoGone());
    await outbox.add('key-3', idea(['uploaded-9']));
    await outbox.send();
    expect(submitIdea).toHaveBeenCalledTimes(1);
    expect(outbox.entries()[0]).toMatchObject({ status: 'refused', refusal: { status: 400 } });

    await holdCopy('uploaded-8', new File(['png'], 'p.png'));
    submitIdea.mockClear();
    await outbox.add('key-4', idea(['uploaded-8']));
    await outbox.send();
    expect(submitIdea).toHaveBeenCalledTimes(2);
    expect(outbox.entries().find((e) => e.key === 'key-4')?.status).toBe('refused');
  });

  it("the form's clean-up keeps the copies a waiting idea may need", async () => {
    await holdCopy('waiting-photo', new File(['a'], 'a.png'));
    await holdCopy('left-behind', new File(['b'], 'b.png'));
    await holdCopy('on-the-form', new File(['c'], 'c.png'));
    submitIdea.mockRejectedValue(new ApiError(0, 'NETWORK', 'offline'));
    await outbox.add('key-5', idea(['waiting-photo']));
    await outbox.send();
    expect(outbox.entries()[0].status).toBe('waiting');

    await forgetUnusedCopies(['on-the-form']);
    expect(await readCopy('waiting-photo')).toBeDefined();
    expect(await readCopy('on-the-form')).toBeDefined();
    expect(await readCopy('left-behind')).toBeUndefined();
  });
});
