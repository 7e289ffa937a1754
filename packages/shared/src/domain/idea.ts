/** Idea enums and the initial status (spec §3, §4, §9). Workflow transitions live in workflow.ts. */
export const PRESENTER_TYPES = ['Employee', 'Visitor'] as const;
export type PresenterType = (typeof PRESENTER_TYPES)[number];

export const KAIZEN_TYPES = [
  'Quick win',
  'Manufacturing',
  '5S',
  'Productivity',
  'Quality',
  'Cost',
  'Delivery',
  'Safety',
  'Morale',
  'Direct Cost',
  'Supply Chain',
  'Tooling',
  'Other',
] as const;
export type KaizenType = (typeof KAIZEN_TYPES)[number];

export const PQCDSM = ['Productivity', 'Quality', 'Cost', 'Delivery', 'Safety', 'Morale'] as const;
export type Pqcdsm = (typeof PQCDSM)[number];

export const FREQUENCIES = ['Daily', 'Weekly', 'Monthly', 'Yearly', 'Quarterly'] as const;
export const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
export const PRIORITIES = ['Low', 'High'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const SAVINGS_TYPES = ['Hard Saving', 'Cost Avoidance'] as const;
export const REJECTION_REASONS = [
  'High cost',
  'Not accepted technically',
  'Already submitted before',
  'Against company policy',
  'Low impact/No saving',
  'Other',
] as const;
export const REPLICATION_TYPES = ['Fully Replicated', 'Partially Replicated', 'Not Replicated', "Can't Be Replicated"] as const;
export type ReplicationType = (typeof REPLICATION_TYPES)[number];

/** Stages in order; replicated appears once implemented is accepted. */
export const DECISION_STAGES = ['evaluated', 'approved', 'implemented', 'rewarded'] as const;
export const STATUS_KEYS = [...DECISION_STAGES, 'replicated'] as const;
export type StatusKey = (typeof STATUS_KEYS)[number];

/** accepted: true (Accepted), false (Rejected) or 'hold' */
export type Decision = true | false | 'hold';

export interface StageStatusBase {
  value: boolean;
  date: string | null;
  accepted: Decision;
  reasonOfHold?: string;
  reasonOfDenial?: string;
}

export const EVALUATION_QUESTIONS = [
  'isItCheap',
  'isItEasyToImplement',
  'canWeImplementItOurselves',
  'canItBeImplementedWithin3Weeks',
  'isItOneOfOurTop3FavSuggestions',
  'willItSaveAsignificantAmout',
  'isItUrgent',
] as const;
export type EvaluationQuestion = (typeof EVALUATION_QUESTIONS)[number];

export const APPROVAL_QUESTIONS = ['willNotNegativelyAffect', 'willHaveImpact', 'didStakeholdersApprove'] as const;

export interface FileRef {
  _id: string;
  filename: string;
  contentType: string;
}

export interface OplRow {
  id: number;
  kpi: string;
  period: string;
  before: number;
  after: number;
  saving: number;
  note: string;
}

export interface IdeaStatus {
  evaluated: StageStatusBase & {
    canBeReplicated: boolean;
    evaluatedBy?: string;
    questions: Record<EvaluationQuestion, boolean> & {
      totalTicks: number;
      priority: Priority;
      dueDate: string | null;
      responsiblePerson: string[];
    };
  };
  approved: StageStatusBase & {
    canBeReplicated: boolean;
    approvedBy?: string;
    estimatedSavings: { amount: number; type: (typeof SAVINGS_TYPES)[number] };
    questions: Record<(typeof APPROVAL_QUESTIONS)[number], boolean>;
  };
  implemented: StageStatusBase & {
    cost: number;
    savings: number;
    roi: number | null;
    before: FileRef[];
    after: FileRef[];
    equipmentName: string;
    singlePointLesson: string;
    oplDescription: OplRow[];
    ideaText: string;
    PQCDSM_Impact: { key: string; value: number }[];
  };
  rewarded: StageStatusBase & { savings: number; eventName: string; eventDate: string | null };
  replicated: { value: boolean; date: string | null; type: ReplicationType; from?: string };
}

const stageBase = (): StageStatusBase => ({ value: false, date: null, accepted: true });

/** Initial status of a new (or newly imported) idea: spec §3. */
export function initialIdeaStatus(): IdeaStatus {
  return {
    evaluated: {
      ...stageBase(),
      canBeReplicated: false,
      questions: {
        isItCheap: false,
        isItEasyToImplement: false,
        canWeImplementItOurselves: false,
        canItBeImplementedWithin3Weeks: false,
        isItOneOfOurTop3FavSuggestions: false,
        willItSaveAsignificantAmout: false,
        isItUrgent: false,
        totalTicks: 0,
        priority: 'Low',
        dueDate: null,
        responsiblePerson: [],
      },
    },
    approved: {
      ...stageBase(),
      canBeReplicated: false,
      estimatedSavings: { amount: 0, type: 'Hard Saving' },
      questions: { willNotNegativelyAffect: false, willHaveImpact: false, didStakeholdersApprove: false },
    },
    implemented: {
      ...stageBase(),
      cost: 0,
      savings: 0,
      roi: null,
      before: [],
      after: [],
      equipmentName: '',
      singlePointLesson: '',
      oplDescription: [],
      ideaText: '',
      PQCDSM_Impact: [],
    },
    rewarded: { ...stageBase(), savings: 0, eventName: '', eventDate: null },
    replicated: { value: false, date: null, type: 'Not Replicated' },
  };
}

/** The quarter (Q1-Q4) of a date, in UTC: a new idea's quarter. */
export const quarterOf = (d: Date) => `Q${Math.floor(d.getUTCMonth() / 3) + 1}`;
