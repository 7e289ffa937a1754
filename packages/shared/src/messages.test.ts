import { describe, expect, it } from 'vitest';
import { MASTER_DATA_KINDS } from './domain/masterData.js';
import { MESSAGES, type MessageKey, messageKeyOf, messageText } from './messages.js';
import { loginBody } from './schemas/auth.js';
import { masterDataMessages } from './schemas/masterData.js';
import { RECORD_MESSAGES } from './schemas/records.js';

const keys = Object.keys(MESSAGES) as MessageKey[];
const sampleParams = (key: MessageKey) =>
  Object.fromEntries(
    [...MESSAGES[key].matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => [
      name,
      ['count', 'min', 'max'].includes(name) ? 7 : 'Sample',
    ]),
  );

describe('the message catalogue', () => {
  it('has no text twice', () => {
    const texts = Object.values(MESSAGES);
    expect(texts.filter((t, i) => texts.indexOf(t) !== i)).toEqual([]);
  });

  it.each(keys)('finds %s back from its text, with its params', (key) => {
    const params = sampleParams(key);
    const found = messageKeyOf(messageText(key, params));
    expect(found?.key).toBe(key);
    expect(found?.params ?? {}).toEqual(params);
  });

  it('reads the params of a text built by a schema', () => {
    const company = MASTER_DATA_KINDS.find((d) => d.kind === 'company')!;
    expect(messageKeyOf(masterDataMessages(company).nameMin)).toEqual({ key: 'nameMin', params: { label: 'Company', min: 4 } });
    expect(messageKeyOf(RECORD_MESSAGES.maxText(200))).toEqual({ key: 'maxChars', params: { max: 200 } });
    expect(messageKeyOf(RECORD_MESSAGES.bilingualEn('name'))).toEqual({ key: 'enterTheNameEn' });
    expect(messageKeyOf('Route GET /v1/x not found')?.key).toBe('routeNotFound');
  });

  it('gives every zod issue of a schema a key', () => {
    const result = loginBody.safeParse({ email: 'nope', password: '' });
    const issues = result.error?.issues ?? [];
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) expect(messageKeyOf(issue.message), issue.message).toBeDefined();
  });

  it('keeps the spec wording where a message has parameters', () => {
    expect(messageText('duplicateCodes', { codes: '12,14' })).toBe(
      'You have duplicate codes: 12,14 ,Please fix the problem and upload it again.',
    );
    expect(messageText('inUseCount', { count: 2, label: 'ideas' })).toBe('2 ideas');
  });
});
