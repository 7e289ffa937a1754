import { describe, expect, it } from 'vitest';
import { JsonSectionError, type JsonSectionEvent, readJsonSections } from './jsonSections.js';

async function read(text: string | Buffer, chunkSize = 1 << 16, maxValueBytes = 1 << 20) {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text);
  async function* chunks() {
    for (let i = 0; i < bytes.length; i += chunkSize) yield bytes.subarray(i, i + chunkSize);
  }
  const events: JsonSectionEvent[] = [];
  for await (const e of readJsonSections(chunks(), { sections: ['data', 'masterData'], maxValueBytes })) events.push(e);
  return events;
}

const sample = {
  format: 'fikra-backup',
  version: 1,
  nested: { a: [1, { b: 'x}]"\\' }] },
  empty: [],
  masterData: [],
  data: [{ _id: 'a', text: 'فكرة "quoted" \\ {not a brace}', n: -1.5e3 }, 'two', 3, true, null, [1, [2]]],
  flag: false,
  count: 6,
};

describe('readJsonSections', () => {
  it('reads the header members whole and the sections element by element, however the bytes are split', async () => {
    const text = `\ufeff ${JSON.stringify(sample, null, 2)}\n`;
    const expected = await read(text);
    expect(expected).toEqual([
      { type: 'field', key: 'format', value: 'fikra-backup' },
      { type: 'field', key: 'version', value: 1 },
      { type: 'field', key: 'nested', value: sample.nested },
      { type: 'field', key: 'empty', value: [] },
      ...sample.data.map((value, index) => ({ type: 'item', section: 'data', index, value })),
      { type: 'field', key: 'flag', value: false },
      { type: 'field', key: 'count', value: 6 },
    ]);
    for (const size of [1, 2, 3, 7, 64]) expect(await read(text, size)).toEqual(expected);
    expect(await read(JSON.stringify(sample), 5)).toEqual(expected);
  });

  it.each([
    ['[1,2]', 'not a JSON object'],
    ['', 'ends before'],
    ['{"a":1', 'ends before'],
    ['{"a":1}x', 'Nothing may follow'],
    ['{"a" 1}', "':' was expected"],
    ['{a:1}', 'member name'],
    ['{"a":1,}', 'member name'],
    ['{"data":[1,]}', 'not valid JSON'],
    ['{"data":[1 2]}', "',' or ']'"],
    ['{"a":tru}', 'not valid JSON'],
    ['{"a":{"b":1}]', "',' or '}'"],
    ['PK\u0003\u0004', 'not a JSON object'],
  ])('refuses %j', async (text, message) => {
    await expect(read(text, 3)).rejects.toThrow(JsonSectionError);
    await expect(read(text, 3)).rejects.toThrow(message);
  });

  it('refuses a value larger than the bound without gathering the rest', async () => {
    const big = JSON.stringify({ data: [{ text: 'x'.repeat(5000) }] });
    await expect(read(big, 100, 1000)).rejects.toThrow('larger than 1000 bytes');
    expect(await read(big, 100, 10_000)).toHaveLength(1);
  });
});

describe('readJsonSections on an input that never ends', () => {
  const chunkSize = 1024;
  const maxValueBytes = 64 * 1024;
  /** `head`, then `filler` forever, in chunks of `chunkSize` bytes; `pulled` counts the chunks asked for. */
  function endless(head: string, filler: string) {
    const counter = { pulled: 0 };
    const fill = Buffer.from(filler.repeat(Math.ceil(chunkSize / filler.length))); // whole characters, about chunkSize bytes
    async function* chunks() {
      counter.pulled++;
      yield Buffer.from(head);
      for (;;) {
        counter.pulled++;
        yield fill;
      }
    }
    return { chunks: chunks(), counter };
  }
  // the bound plus the chunk that crosses it, the head's chunk, and one chunk of slack for where the value starts
  const mostChunks = maxValueBytes / chunkSize + 3;
  // (a filler of 'فكرة ' makes chunks of 1,026 bytes: fewer of them cross the bound)

  it.each([
    ['a header string', '{"format":"', 'x', 'larger than'],
    ['a string in a record', '{"data":[{"_id":"a","text":"', 'فكرة ', 'larger than'],
    ['a record of small values', '{"data":[{"tags":[', '1,', 'larger than'],
    ['a number', '{"data":[', '7', 'larger than'],
    ['a member name', '{"', 'x', 'larger than'],
    ['a string after the object', '{}"', 'x', 'Nothing may follow'],
  ])('refuses %s as soon as it passes the bound, never gathering the rest', async (_what, head, filler, message) => {
    const { chunks, counter } = endless(head, filler);
    const read = async () => {
      for await (const _ of readJsonSections(chunks, { sections: ['data'], maxValueBytes })) {
        // records before the endless one would arrive here
      }
    };
    await expect(read()).rejects.toThrow(JsonSectionError);
    expect(counter.pulled).toBeLessThanOrEqual(mostChunks);
    const again = endless(head, filler);
    await expect(readJsonSections(again.chunks, { sections: ['data'], maxValueBytes }).next()).rejects.toThrow(message);
  });

  it('still reads the records before the one that is too large', async () => {
    const { chunks } = endless('{"data":[{"n":1},{"n":2},{"text":"', 'x');
    const seen: JsonSectionEvent[] = [];
    const read = async () => {
      for await (const e of readJsonSections(chunks, { sections: ['data'], maxValueBytes })) seen.push(e);
    };
    await expect(read()).rejects.toThrow(`A value is larger than ${maxValueBytes} bytes`);
    expect(seen).toEqual([
      { type: 'item', section: 'data', index: 0, value: { n: 1 } },
      { type: 'item', section: 'data', index: 1, value: { n: 2 } },
    ]);
  });

  it('refuses bytes that are not UTF-8 in our words', async () => {
    const text = Buffer.concat([Buffer.from('{"data":["'), Buffer.from([0xff, 0xfe]), Buffer.from('"]}')]);
    await expect(read(text, 3)).rejects.toThrow(JsonSectionError);
    await expect(read(text, 3)).rejects.toThrow('The file is not valid JSON');
  });

  it('keeps a member named __proto__ as a plain member, as JSON.parse does', async () => {
    const text = '{"data":[{"__proto__":{"admin":true},"n":1}]}';
    const [event] = await read(text, 4);
    expect(event).toEqual({ type: 'item', section: 'data', index: 0, value: JSON.parse(text).data[0] });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(Object.getPrototypeOf((event as { value: object }).value)).toBe(Object.prototype);
  });
});
