import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { countIdeas, type Hierarchy, seedHierarchy, useTestContext, validIdea } from '../../../test/factories.js';

const t = useTestContext();
let h: Hierarchy;
beforeAll(async () => {
  h = await seedHierarchy(t);
});

const FIELDS = Object.keys({
  ...validIdea({} as Hierarchy),
  company: 0,
  AICMinibusiness: 0,
  department: 0,
  stage: 0,
  firstCut: 0,
  secondCut: 0,
  filesRelated: 0,
  operatorImg: 0,
});
const SERVER_OWNED = ['status', 'priority', 'totalTicks', 'reward', 'ideaNumber', '_id', '__proto__', 'constructor'];

/** Values of every shape, including text PostgreSQL cannot store and numbers JSON cannot carry. */
const junk = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 20, maxLength: 80 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  fc.array(fc.oneof(fc.string(), fc.uuid(), fc.integer()), { maxLength: 4 }),
  fc.object({ maxDepth: 2 }),
);

describe('POST /v1/idea-crud with bad bodies (property-based)', () => {
  it('never answers 5xx, and stores an idea only when it answers 201', async () => {
    const ids = () => fc.constantFrom(...Object.values(h));
    const mutatedValid = fc
      .dictionary(fc.constantFrom(...FIELDS, ...SERVER_OWNED), fc.oneof(junk, ids()), { maxKeys: 4 })
      .map((patch) => ({ ...validIdea(h), ...patch }));
    const withoutSome = fc
      .subarray(FIELDS)
      .map((drop) => Object.fromEntries(Object.entries(validIdea(h)).filter(([k]) => !drop.includes(k))));
    const body = fc.oneof(mutatedValid, withoutSome, fc.jsonValue({ maxDepth: 3 }));

    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const before = await countIdeas(t);
        const res = await t.request({
          method: 'POST',
          url: '/v1/idea-crud',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
          remoteAddress: '10.4.0.1',
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(res.json()).toHaveProperty(res.statusCode === 201 ? 'ideaNumber' : 'code');
        expect(await countIdeas(t)).toBe(before + (res.statusCode === 201 ? 1 : 0));
      }),
      { numRuns: 300 },
    );
  });
});
