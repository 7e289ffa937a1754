import type { IdeaScoreOutput, IdeaStatus, OplRow, Priority } from '@fikra/shared';
import { ideaSummary } from '@fikra/shared';
import type { Database, Tx } from '../../db/client.js';

export interface SavedOpl {
  rows: OplRow[];
  report: string;
  savedAt: string;
}

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
  responsible_person: string[];
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

function toScoreOutput(r: ScoreRow): IdeaScoreOutput {
  return {
    _id: r.id,
    idea: { _id: r.idea_id, ideaNumber: Number(r.idea_number), ideaText: r.idea_text },
    suggestedBy: r.suggested_by,
    questions: r.questions,
    totalTicks: r.total_ticks,
    priority: r.priority,
    dueDate: iso(r.due_date),
    responsiblePerson: r.responsible_person ?? [],
    createdAt: iso(r.created_at) as string,
    updatedAt: iso(r.updated_at) as string,
  };
}

const SCORE_SELECT = `select s.*, i.idea_number, i.idea_text from idea_scores s join ideas i on i.id = s.idea_id`;
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SQL of the workflow: the status with its summary columns, the knowledge table and scores. */
export function createWorkflowRepository(db: Database | Tx) {
  return {
    /** The idea's factory business unit (null when it has none); undefined when there is no such idea. */
    async unitOf(id: string): Promise<string | null | undefined> {
      const [row] = await db.query<{ unit: string | null }>('select factory_business_unit_id as unit from ideas where id = $1', [
        id,
      ]);
      return row ? row.unit : undefined;
    },

    /** Writes the status and the summary columns that follow it, and bumps the version. */
    async saveStatus(id: string, status: IdeaStatus) {
      const s = ideaSummary(status);
      await db.query(
        `update ideas set status = $2::jsonb,
           evaluated_value = $3, approved_value = $4, implemented_value = $5, rewarded_value = $6, replicated_value = $7,
           replication_type = $8, total_ticks = $9, priority = $10, evaluated_by = $11, approved_by = $12,
           cost = $13, savings = $14, roi = $15, reward = $16, can_be_replicated = $17,
           version = version + 1, updated_at = now()
         where id = $1`,
        [
          id,
          JSON.stringify(status),
          s.values.evaluated,
          s.values.approved,
          s.values.implemented,
          s.values.rewarded,
          s.values.replicated,
          s.replicationType,
          s.totalTicks,
          s.priority,
          s.evaluatedBy,
          s.approvedBy,
          s.cost,
          s.savings,
          s.roi,
          s.reward,
          s.canBeReplicated,
        ],
      );
    },

    /** Stores the knowledge table (and mirrors it into the implemented status), bumping the version. */
    async saveOpl(id: string, opl: SavedOpl, status: IdeaStatus) {
      await db.query(
        'update ideas set opl = $2::jsonb, status = $3::jsonb, version = version + 1, updated_at = now() where id = $1',
        [id, JSON.stringify(opl), JSON.stringify(status)],
      );
    },

    async insertScore(score: {
      ideaId: string;
      suggestedBy: string | null;
      questions: IdeaScoreOutput['questions'];
      totalTicks: number;
      priority: Priority;
      dueDate: string;
      responsiblePerson: string[];
      createdBy: string;
    }): Promise<string> {
      const [row] = await db.query<{ id: string }>(
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

    async setHasScore(ideaId: string, scoreId: string) {
      await db.query(
        `update ideas set has_score = jsonb_build_object('value', true, 'scoreId', $2::text), version = version + 1, updated_at = now()
         where id = $1`,
        [ideaId, scoreId],
      );
    },

    async findScore(id: string): Promise<IdeaScoreOutput | undefined> {
      const [row] = await db.query<ScoreRow>(`${SCORE_SELECT} where s.id = $1`, [id]);
      return row ? toScoreOutput(row) : undefined;
    },

    /** Scores newest first; `unit` limits them to one factory business unit's ideas. */
    async listScores(q: { page: number; limit: number; search?: string; ideaId?: string; unit?: string }) {
      const where = `where ($1::uuid is null or s.idea_id = $1) and ($2::uuid is null or i.factory_business_unit_id = $2)
        and ($3::text is null or i.idea_text ilike $3 or s.suggested_by ilike $3 or i.idea_number::text = $4)`;
      const params = [q.ideaId ?? null, q.unit ?? null, q.search ? likePattern(q.search) : null, q.search ?? null];
      const [rows, [count]] = await Promise.all([
        db.query<ScoreRow>(`${SCORE_SELECT} ${where} order by s.created_at desc, s.id desc limit $5 offset $6`, [
          ...params,
          q.limit,
          (q.page - 1) * q.limit,
        ]),
        db.query<{ total: string }>(
          `select count(*) as total from idea_scores s join ideas i on i.id = s.idea_id ${where}`,
          params,
        ),
      ]);
      return { data: rows.map(toScoreOutput), total: Number(count.total), page: q.page, limit: q.limit };
    },
  };
}
