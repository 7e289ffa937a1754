import { type AnswerInput, RECORD_MESSAGES as M, type RecordInput, type RecordKindDef, refFields } from '@fikra/shared';
import type { RecordsRepository, RecordWrite, StoredAnswer } from '../../data/records.repository.js';
import { catalogued, validationFailed } from '../../plugins/errors.js';

/** A reference a record holds: the field ('client', 'answers.question') and the record it points at. */
export interface RecordRef {
  field: string;
  targetId: string;
}

/**
 * Checks a parsed body against the database (every reference exists and is of its kind, references agree with
 * each other, an assessment's answers fit its type) and turns it into what the repository stores.
 * Throws 400 VALIDATION_FAILED naming the field.
 */
export async function resolveWrite(
  repo: RecordsRepository,
  def: RecordKindDef,
  input: RecordInput,
): Promise<{ write: RecordWrite; refs: RecordRef[] }> {
  const refs: RecordRef[] = [];
  const targets = new Map<string, Record<string, unknown>>();
  for (const field of refFields(def)) {
    const id = input[field.key] as string | undefined;
    if (!id) continue;
    const [target] = await repo.findMany(field.kind, [id]);
    if (!target) throw validationFailed(field.key, catalogued(M.unknownRef(field.kind)));
    targets.set(field.key, target.data);
    refs.push({ field: field.key, targetId: id });
  }
  for (const field of refFields(def)) {
    const target = targets.get(field.key);
    const ours = field.sameAs && input[field.sameAs.ours];
    if (target && ours && target[field.sameAs!.theirs] !== ours) {
      throw validationFailed(field.key, catalogued(M.sameAs(field.kind, field.sameAs!.ours)));
    }
  }
  checkRule(def, input);

  const userField = def.fields.find((f) => f.type === 'user');
  const userId = userField ? (input[userField.key] as string) : null;
  if (userField && !(await repo.userExists(userId!))) throw validationFailed(userField.key, catalogued(M.unknownUser));

  const data: Record<string, unknown> = {};
  const searchable: string[] = [];
  for (const field of def.fields) {
    const value = input[field.key];
    if (field.key === def.nameField || field.type === 'user' || value === undefined) continue;
    if (field.type === 'answers') {
      data[field.key] = await checkAnswers(repo, input.assessmentType as string, value as AnswerInput[], refs);
      continue;
    }
    data[field.key] = value;
    if (['text', 'email', 'phone'].includes(field.type)) searchable.push(String(value));
  }
  const name = input[def.nameField] as { en: string; ar: string };
  return {
    write: { name, uniqueName: def.uniqueName, data, userId, searchText: [name.en, name.ar, ...searchable].join(' ') },
    refs,
  };
}

function checkRule(def: RecordKindDef, input: RecordInput) {
  if (def.rule === 'endNotBeforeStart' && input.endDate && input.startDate && String(input.endDate) < String(input.startDate)) {
    throw validationFailed('endDate', catalogued(M.endBeforeStart));
  }
  if (def.rule === 'clientOrProject' && !input.client && !input.project) {
    throw validationFailed('client', catalogued(M.clientOrProject));
  }
}

/**
 * An assessment's answers: each question once, each question of the assessment's type, each offered answer one
 * of that question's, each sub answer one of that offered answer's.
 */
async function checkAnswers(
  repo: RecordsRepository,
  assessmentType: string,
  answers: AnswerInput[],
  refs: RecordRef[],
): Promise<StoredAnswer[]> {
  const dataById = async (kind: string, ids: string[]) =>
    new Map((await repo.findMany(kind, [...new Set(ids)])).map((r) => [r.id, r.data]));
  const questions = await dataById(
    'question',
    answers.map((a) => a.question),
  );
  const offered = await dataById(
    'offeredAnswer',
    answers.map((a) => a.offeredAnswer),
  );
  const subs = await dataById(
    'subAnswer',
    answers.flatMap((a) => a.subAnswers ?? []),
  );
  const seen = new Set<string>();
  return answers.map((a, i) => {
    const at = (key: string) => `answers.${i}.${key}`;
    const question = questions.get(a.question);
    if (!question) throw validationFailed(at('question'), catalogued(M.unknownRef('question')));
    if (question.assessmentType !== assessmentType) throw validationFailed(at('question'), catalogued(M.questionNotInType));
    if (seen.has(a.question)) throw validationFailed(at('question'), catalogued(M.questionTwice));
    seen.add(a.question);
    const answer = offered.get(a.offeredAnswer);
    if (!answer) throw validationFailed(at('offeredAnswer'), catalogued(M.unknownRef('offeredAnswer')));
    if (answer.question !== a.question) throw validationFailed(at('offeredAnswer'), catalogued(M.answerNotOffered));
    const subAnswers = [...new Set(a.subAnswers ?? [])];
    for (const sub of subAnswers) {
      const found = subs.get(sub);
      if (!found) throw validationFailed(at('subAnswers'), catalogued(M.unknownRef('subAnswer')));
      if (found.offeredAnswer !== a.offeredAnswer) throw validationFailed(at('subAnswers'), catalogued(M.subAnswerNotOfAnswer));
    }
    refs.push(
      { field: 'answers.question', targetId: a.question },
      { field: 'answers.offeredAnswer', targetId: a.offeredAnswer },
      ...subAnswers.map((targetId) => ({ field: 'answers.subAnswers', targetId })),
    );
    return { question: a.question, offeredAnswer: a.offeredAnswer, subAnswers, ...(a.note ? { note: a.note } : {}) };
  });
}
