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
