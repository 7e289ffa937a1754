import type { FileRef, HierarchyField, IdeaStatus, PublicIdeaStatus } from '@fikra/shared';
import type { Database, Tx } from '../../db/client.js';

export interface NewIdea {
  ideaText: string;
  ideaDesc: string;
  ideaPresenterType: string;
  employeeName: string;
  employeeCode: string;
  employeePhone: string | null;
  refs: Record<HierarchyField, string | null>;
  quarter: string;
  year: number;
  kaizenType: string;
  effectOnPQCDSM: string[];
  estimatedAnualSavings: number;
  filesRelated: FileRef[];
  operatorImg: FileRef[];
  status: IdeaStatus;
  createdAt: Date;
}

/** Idea columns of each hierarchy field. */
const REF_COLUMNS: Record<HierarchyField, string> = {
  company: 'company_id',
  factoryBusinessUnit: 'factory_business_unit_id',
  areaSection: 'area_section_id',
  AICMinibusiness: 'aic_minibusiness_id',
  department: 'department_id',
  stage: 'stage_id',
  firstCut: 'first_cut_id',
  secondCut: 'second_cut_id',
};
const FIELDS = Object.keys(REF_COLUMNS) as HierarchyField[];

/** At most this many ideas are listed for one employee code. */
export const PUBLIC_LOOKUP_LIMIT = 100;

export function createIdeaSubmissionRepository(db: Database | Tx) {
  return {
    async insert(idea: NewIdea): Promise<{ id: string; ideaNumber: number }> {
      const values: unknown[] = [
        idea.ideaText,
        idea.ideaDesc,
        idea.ideaPresenterType,
        idea.employeeName,
        idea.employeeCode,
        idea.employeePhone,
        idea.quarter,
        idea.year,
        idea.kaizenType,
        idea.effectOnPQCDSM,
        idea.estimatedAnualSavings,
        JSON.stringify(idea.filesRelated),
        JSON.stringify(idea.operatorImg),
        JSON.stringify(idea.status),
        idea.createdAt,
        idea.createdAt,
        ...FIELDS.map((f) => idea.refs[f]),
      ];
      const columns = [
        'idea_text, idea_desc, idea_presenter_type, employee_name, employee_code, employee_phone, quarter, year',
        'kaizen_type, effect_on_pqcdsm, estimated_annual_savings, files_related, operator_img, status, created_at, updated_at',
        ...FIELDS.map((f) => REF_COLUMNS[f]),
      ].join(', ');
      const [row] = await db.query<{ id: string; idea_number: string }>(
        `insert into ideas (${columns}) values (${values.map((_, i) => `$${i + 1}`).join(', ')}) returning id, idea_number`,
        values,
      );
      return { id: row.id, ideaNumber: Number(row.idea_number) };
    },

    /** The public view of ideas by employee code, or by idea number / id. */
    async publicStatus(where: { employeeCode: string } | { ideaNumber: number } | { id: string }): Promise<PublicIdeaStatus[]> {
      const [condition, param] =
        'employeeCode' in where
          ? ['employee_code = $1', where.employeeCode]
          : 'ideaNumber' in where
            ? ['idea_number = $1', where.ideaNumber]
            : ['id = $1', where.id];
      const rows = await db.query<{ id: string; idea_number: string; idea_text: string; status: IdeaStatus }>(
        `select id, idea_number, idea_text, status from ideas where ${condition} order by idea_number desc limit ${PUBLIC_LOOKUP_LIMIT}`,
        [param],
      );
      return rows.map((r) => ({
        _id: r.id,
        ideaNumber: Number(r.idea_number),
        ideaText: r.idea_text,
        status: publicStatus(r.status),
      }));
    },
  };
}

type StageLike = { value?: boolean; accepted?: boolean | 'hold'; reasonOfDenial?: string; reasonOfHold?: string } | undefined;

/** A stage's decision, and its reason only where the public should read it (a rejection or a hold). */
function stageSummary(s: StageLike) {
  const value = !!s?.value;
  const accepted = s?.accepted ?? true;
  return {
    value,
    accepted,
    ...(value && accepted === false && s?.reasonOfDenial ? { reasonOfDenial: s.reasonOfDenial } : {}),
    ...(accepted === 'hold' && s?.reasonOfHold ? { reasonOfHold: s.reasonOfHold } : {}),
  };
}

function publicStatus(status: IdeaStatus): PublicIdeaStatus['status'] {
  return {
    evaluated: stageSummary(status.evaluated),
    approved: stageSummary(status.approved),
    implemented: stageSummary(status.implemented),
    rewarded: stageSummary(status.rewarded),
    replicated: { value: !!status.replicated?.value, type: status.replicated?.type ?? 'Not Replicated' },
  };
}
