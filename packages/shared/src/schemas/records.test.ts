import { describe, expect, it } from 'vitest';
import { RECORD_KINDS, recordKind, refFields } from '../domain/records.js';
import { messageCatalogs } from '../i18n/index.js';
import { messageKeyOf } from '../messages.js';
import { RECORD_MESSAGES as M, RECORD_SCHEMAS } from './records.js';

const client = RECORD_SCHEMAS.client.create;
const id = '3f1e7a52-3c1b-4c55-9b1e-5d2f7a9c0e11';
const validClient = {
  name: { en: 'Acme Foods', ar: 'أكمي للأغذية' },
  industry: id,
  country: id,
  city: { _id: id, name: { en: 'x', ar: 'y' } },
};
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

describe('record schemas from the table of kinds', () => {
  it('accepts a valid body, references as ids or { _id, name }, blanks of optional fields as absent', () => {
    const parsed = client.parse({ ...validClient, email: ' Sales@Acme.COM ', phone: '', website: null });
    expect(parsed).toEqual({ ...validClient, city: id, email: 'sales@acme.com' });
  });

  it('says which language of a name is missing, and refuses unknown keys', () => {
    expect(issues(client.safeParse({ ...validClient, name: { en: 'Acme' } }))).toEqual([
      { path: 'name.ar', message: M.bilingualAr('name') },
    ]);
    expect(issues(client.safeParse({ ...validClient, colour: 'red' }))).toEqual([
      { path: '', message: 'Unrecognized key: "colour"' },
    ]);
  });

  it('checks formats: email, phone, link, date, number range and enum', () => {
    expect(issues(client.safeParse({ ...validClient, email: 'nope', phone: 'call me', website: 'javascript:alert(1)' }))).toEqual(
      [
        { path: 'email', message: M.email },
        { path: 'phone', message: M.phone },
        { path: 'website', message: M.link },
      ],
    );
    const project = RECORD_SCHEMAS.project.create;
    const base = { name: { en: 'Lean line 3', ar: 'خط 3' }, client: id, consultant: id, startDate: '2026-02-30' };
    expect(issues(project.safeParse({ ...base, status: 'done' }))).toEqual([
      { path: 'startDate', message: M.date },
      { path: 'status', message: 'This is not one of the allowed values (planned, active, onHold, completed, cancelled)' },
    ]);
    expect(project.parse({ ...base, startDate: '2026-02-28' }).status).toBe('planned');
    const answer = RECORD_SCHEMAS.offeredAnswer.create;
    expect(issues(answer.safeParse({ name: { en: 'Yes', ar: 'نعم' }, question: id, score: 101 }))).toEqual([
      { path: 'score', message: M.between(0, 100) },
    ]);
  });

  it('an edit needs the version and may echo the read-only fields back', () => {
    const update = RECORD_SCHEMAS.country.update;
    expect(issues(update.safeParse({ name: { en: 'Oman', ar: 'عمان' } }))).toEqual([
      { path: 'version', message: 'version is required' },
    ]);
    expect(update.parse({ _id: id, name: { en: 'Oman', ar: 'عمان' }, version: 2, createdAt: 'x', updatedAt: 'y' }).version).toBe(
      2,
    );
  });

  it('every message a kind can produce has an Arabic translation', () => {
    const produced = [
      ...(Object.values(M).filter((m) => typeof m === 'string') as string[]),
      ...RECORD_KINDS.flatMap((def) => [M.notFound(def.kind), M.unknownRef(def.kind)]),
      ...RECORD_KINDS.flatMap((def) => refFields(def).flatMap((f) => (f.sameAs ? [M.sameAs(f.kind, f.sameAs.ours)] : []))),
      ...['name', 'title', 'body'].flatMap((f) => [M.bilingualEn(f), M.bilingualAr(f)]),
    ];
    // a message about one kind has that kind's own Arabic wording (`<key>_<label>`), not the general one
    const arabic = (m: string) => {
      const found = messageKeyOf(m);
      if (!found) return undefined;
      const label = found.params?.label;
      return messageCatalogs.ar[label === undefined ? found.key : `${found.key}_${label}`];
    };
    expect(produced.filter((m) => !arabic(m))).toEqual([]);
    expect(recordKind('client')?.path).toBe('client');
  });
});
