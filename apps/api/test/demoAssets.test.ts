import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assetCache } from '../scripts/demo/assets.js';
import { photoName, photoPng } from '../scripts/demo/images.js';

const dir = mkdtempSync(join(tmpdir(), 'fikra-demo-assets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the demo's kept assets (scripts/demo/assets.ts)", () => {
  it('makes an asset once and reads it back in the next build, under a version of the code', async () => {
    let calls = 0;
    const make = () => {
      calls++;
      return Buffer.from('pdf bytes');
    };
    const first = assetCache(dir);
    expect(first.has('a.pdf')).toBe(false);
    expect((await first.get('a.pdf', make))?.toString()).toBe('pdf bytes');
    const next = assetCache(dir);
    expect(next.has('a.pdf')).toBe(true);
    expect((await next.get('a.pdf', make))?.toString()).toBe('pdf bytes');
    expect(calls).toBe(1);
    expect([first.made, next.made, next.reused]).toEqual([1, 0, 1]);
    const versions = readdirSync(dir);
    expect(versions).toHaveLength(1);
    // written aside and renamed: no partial file is left
    expect(readdirSync(join(dir, versions[0]))).toEqual(['a.pdf']);
  });

  it('keeps nothing when nothing could be made (no Chromium): the next build tries again', async () => {
    const cache = assetCache(dir);
    expect(await cache.get('video.webm', () => null)).toBeNull();
    expect(cache.has('video.webm')).toBe(false);
    expect(cache.made).toBe(0);
  });

  it('draws a photo from its name only, so a kept photo is the one a new drawing would give', () => {
    const name = photoName('ideas', 'after', 7);
    expect(photoPng(name, 'after').equals(photoPng(name, 'after'))).toBe(true);
    expect(photoPng(name, 'after').equals(photoPng(photoName('ideas', 'after', 8), 'after'))).toBe(false);
    expect(existsSync(dir)).toBe(true);
  });
});
