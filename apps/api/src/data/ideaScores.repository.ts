import type { IdeaScoreOutput, ListEnvelope, Priority } from '@fikra/shared';
import type { Tx } from '../db/client.js';
import { iso, isoOrNull, likePattern } from './sql.js';

interface ScoreRow {
  id: string;
  idea_id: string;
  idea_number: string | number;
  idea_text: string;
  suggested_by: string | null;
  questions: IdeaScoreOutput['questions'];
  total_ticks: number;
  priority: Priority;
  due_date: Date | string | null;
  responsible_person: string[] | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export function toScore(r: ScoreRow): IdeaScoreOutput {
  return {
    _id: r.id,
    idea: { _id: r.idea_id, ideaNumber: Number(r.idea_number), ideaText: r.idea_text },
    suggestedBy: r.suggested_by,
    questions: r.questions,
    totalTicks: r.total_ticks,
    priority: r.priority,
    dueDate: isoOrNull(r.due_date),
    responsiblePerson: r.responsible_person ?? [],
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

export interface NewScore {
  ideaId: string;
  suggestedBy: string | null;
  questions: IdeaScoreOutput['questions'];
  totalTicks: number;
  priority: Priority;
  dueDate: string;
  responsiblePerson: string[];
  createdBy: string;
}

const SCORE_SELECT = `select s.*, i.idea_number, i.idea_text from idea_scores s join ideas i on i.id = s.idea_id`;

/** The `idea_scores` table: evaluation sheets of ideas. */
export function ideaScoresRepository(q: Tx) {
  return {
    async insert(score: NewScore): Promise<string> {
      const [row] = await q.query<{ id: string }>(
        `insert into idea_scores (idea_id, suggested_by, questions, total_ticks, priority, due_date, responsible_person, created_by)
         values ($1, $2, $3::jsonb, $4, $5, $6, $7, $8) returning id`,
        [
          score.ideaId,
          score.suggestedBy,
          JSON.stringify(score.questions),
          score.totalTicks,
          score.priority,
          score.dueDate,
          score.responsiblePerson,
          score.createdBy,
        ],
      );
      return row.id;
    },

    async findById(id: string): Promise<IdeaScoreOutput | undefined> {
      const [row] = await q.query<ScoreRow>(`${SCORE_SELECT} where s.id = $1`, [id]);
      return row ? toScore(row) : undefined;
    },

    /** Scores newest first; `unit` limits them to one factory business unit's ideas. */
    async list(o: {
      page: number;
      limit: number;
      search?: string;
      ideaId?: string;
      unit?: string;
    }): Promise<ListEnvelope<IdeaScoreOutput>> {
      const where = `where ($1::uuid is null or s.idea_id = $1) and ($2::uuid is null or i.factory_business_unit_id = $2)
        and ($3::text is null or i.idea_text ilike $3 or s.suggested_by ilike $3 or i.idea_number::text = $4)`;
      const params = [o.ideaId ?? null, o.unit ?? null, o.search ? likePattern(o.search) : null, o.search ?? null];
      const [rows, [count]] = await Promise.all([
        q.query<ScoreRow>(`${SCORE_SELECT} ${where} order by s.created_at desc, s.id desc limit $5 offset $6`, [
          ...params,
          o.limit,
          (o.page - 1) * o.limit,
        ]),
        q.query<{ total: string }>(
          `select count(*) as total from idea_scores s join ideas i on i.id = s.idea_id ${where}`,
          params,
        ),
      ]);
      return { data: rows.map(toScore), total: Number(count.total), page: o.page, limit: o.limit };
    },
  };
}
