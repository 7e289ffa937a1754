import { RECORD_MESSAGES as M } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/factories.js';
import { recordFactory } from '../../../test/recordFactory.js';
import { countRecords } from './records.service.js';

const t = useTestContext();
let token: string;
let make: ReturnType<typeof recordFactory>;

beforeAll(async () => {
  await t.setRecordsModule(true);
  const admin = await t.login('ADMIN');
  token = admin.token;
  make = recordFactory(t, token, admin.id);
});

const post = (path: string, payload: object) => t.request({ method: 'POST', url: `/v1/${path}`, token, payload });
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('references', () => {
  it("a project's client must exist, and be a client", async () => {
    const country = await make.create('country');
    for (const client of [MISSING_ID, country._id]) {
      const res = await post('project', await make.body('project', { client, facility: null }));
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        { path: 'client', message: M.unknownRef('client'), key: 'selectExisting', params: { label: 'client' } },
      ]);
    }
    expect((await t.request({ method: 'GET', url: '/v1/project/all', token })).json().total).toBe(0);
  });

  it("a client's city lies in the client's country", async () => {
    const [egypt, oman] = [await make.create('country'), await make.create('country')];
    const muscat = await make.create('city', { country: oman._id });
    const res = await post('client', await make.body('client', { country: egypt._id, city: muscat._id }));
    expect(res.json().details).toMatchObject([{ path: 'city', message: 'The city must belong to the selected country' }]);
  });

  it('a project ends no earlier than it starts; an assessment names a client or a project', async () => {
    const project = await post('project', await make.body('project', { startDate: '2026-05-02', endDate: '2026-05-01' }));
    expect(project.json().details).toMatchObject([{ path: 'endDate', message: M.endBeforeStart }]);
    const assessment = await post('assessment', await make.body('assessment', { client: null, project: null }));
    expect(assessment.json().details).toMatchObject([{ path: 'client', message: M.clientOrProject }]);
  });

  it("an assessment's project belongs to its client", async () => {
    const project = await make.create('project');
    const otherClient = await make.create('client');
    const res = await post('assessment', await make.body('assessment', { client: otherClient._id, project: project._id }));
    expect(res.json().details).toMatchObject([{ path: 'project', message: 'The project must belong to the selected client' }]);
  });

  it('lists filter by a reference: the projects of one client', async () => {
    const client = await make.create('client');
    const mine = await make.create('project', { client: client._id });
    await make.create('project');
    const res = await t.request({ method: 'GET', url: `/v1/project/all?client=${client._id}`, token });
    expect(res.json().data.map((p: { _id: string }) => p._id)).toEqual([mine._id]);
    const names = await t.request({ method: 'GET', url: `/v1/project/names?client=${client._id}`, token });
    expect(names.json().data).toEqual([{ _id: mine._id, name: mine.name }]);
  });
});

describe('assessment answers', () => {
  async function questionnaire() {
    const type = await make.create('assessmentType');
    const question = await make.create('question', { assessmentType: type._id });
    const answer = await make.create('offeredAnswer', { question: question._id });
    const sub = await make.create('subAnswer', { offeredAnswer: answer._id });
    return { type, question, answer, sub };
  }

  it('stores answers to questions of its type and returns them with names; a GET can be PUT back', async () => {
    const q = await questionnaire();
    const body = await make.body('assessment', {
      assessmentType: q.type._id,
      answers: [
        { question: q.question._id, offeredAnswer: { _id: q.answer._id }, subAnswers: [q.sub._id], note: 'Seen on site' },
      ],
    });
    const res = await post('assessment', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().answers).toEqual([
      {
        question: { _id: q.question._id, name: q.question.name },
        offeredAnswer: { _id: q.answer._id, name: q.answer.name },
        subAnswers: [{ _id: q.sub._id, name: q.sub.name }],
        note: 'Seen on site',
      },
    ]);
    const again = await t.request({ method: 'PUT', url: `/v1/assessment/${res.json()._id}`, token, payload: res.json() });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().answers).toEqual(res.json().answers);

    const used = await t.request({ method: 'DELETE', url: `/v1/sub-answer/${q.sub._id}`, token });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('In use by 1 assessment');
  });

  it("refuses a question of another type, another question's answer, a foreign sub answer and a repeated question", async () => {
    const q = await questionnaire();
    const other = await questionnaire();
    const answer = (a: object) => make.body('assessment', { assessmentType: q.type._id, answers: [a] });
    const cases: [object, string, string][] = [
      [{ question: other.question._id, offeredAnswer: other.answer._id }, 'answers.0.question', M.questionNotInType],
      [{ question: q.question._id, offeredAnswer: other.answer._id }, 'answers.0.offeredAnswer', M.answerNotOffered],
      [
        { question: q.question._id, offeredAnswer: q.answer._id, subAnswers: [other.sub._id] },
        'answers.0.subAnswers',
        M.subAnswerNotOfAnswer,
      ],
      [{ question: MISSING_ID, offeredAnswer: q.answer._id }, 'answers.0.question', M.unknownRef('question')],
      [{ question: q.question._id }, 'answers.0.offeredAnswer', M.required],
    ];
    for (const [a, path, message] of cases) {
      const res = await post('assessment', await answer(a));
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toMatchObject([{ path, message }]);
    }
    const twice = { question: q.question._id, offeredAnswer: q.answer._id };
    const res = await post('assessment', await make.body('assessment', { assessmentType: q.type._id, answers: [twice, twice] }));
    expect(res.json().details).toMatchObject([{ path: 'answers.1.question', message: M.questionTwice }]);
  });
});

describe('names', () => {
  it('refuses a second country of the same name (any letter case) with the field named', async () => {
    await post('country', { name: { en: 'Jordan', ar: 'الأردن' } });
    const res = await post('country', { name: { en: 'JORDAN', ar: 'الأردن الجديد' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toMatchObject([{ path: 'name.en', message: M.nameUsed }]);
  });
});

it('countRecords gives the analytics counts of clients, projects and assessments', async () => {
  const before = await countRecords(t.db, 'client');
  await make.create('client');
  expect(await countRecords(t.db, 'client')).toBe(before + 1);
  expect(await countRecords(t.db, 'project')).toBeGreaterThan(0);
  expect(await countRecords(t.db, 'assessment')).toBeGreaterThan(0);
});
