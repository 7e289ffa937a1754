import {
  type ApprovalQuestion,
  type Decision,
  type DecisionInput,
  type EvaluationQuestion,
  type FileRef,
  type IdeaStatus,
  PQCDSM,
  type Pqcdsm,
  type RejectionReason,
  type ReplicationType,
  type SavingsType,
  type StageInputs,
  type StageStatusBase,
  type StatusKey,
  splitDenialReason,
  type UpdateStatusBody,
} from '@fikra/shared';
import dayjs, { type Dayjs } from 'dayjs';

/** Form values of the decision part of a stage. */
export interface DecisionValues {
  accepted: Decision;
  reasonOfHold?: string;
  reasonOfDenial?: RejectionReason;
  otherReason?: string;
}

export interface StageFormValues {
  evaluated: DecisionValues & {
    questions: Record<EvaluationQuestion, boolean>;
    dueDate: Dayjs | null;
    responsiblePerson: string[];
    canBeReplicated: boolean;
  };
  approved: DecisionValues & {
    questions: Record<ApprovalQuestion, boolean>;
    estimatedSavings: { amount: number | null; type: SavingsType };
    canBeReplicated: boolean;
  };
  implemented: DecisionValues & {
    cost: number | null;
    savings: number | null;
    before: FileRef[];
    after: FileRef[];
    equipmentName: string;
    singlePointLesson: string;
    impact: Partial<Record<Pqcdsm, number | null>>;
  };
  rewarded: DecisionValues & { savings: number | null; eventName: string; eventDate: Dayjs | null };
  replicated: { type: ReplicationType; from?: string };
}

interface StageForm<K extends StatusKey> {
  /** the form's starting values from the saved stage (a date nobody set stays empty: issue 26) */
  toValues(stage: IdeaStatus[K]): StageFormValues[K];
  /** what the form says, as the workflow's input (used for the preview and to detect changes) */
  toInput(values: StageFormValues[K]): StageInputs[K];
}

const decisionValues = (stage: StageStatusBase): DecisionValues => ({
  accepted: stage.accepted,
  reasonOfHold: stage.reasonOfHold ?? '',
  ...splitDenialReason(stage.reasonOfDenial),
});

/** Only the reasons the chosen decision uses. */
function decisionInput(v: DecisionValues): DecisionInput {
  if (v.accepted === 'hold') return { accepted: 'hold', reasonOfHold: v.reasonOfHold ?? '' };
  if (v.accepted === false) {
    const reasonOfDenial = v.reasonOfDenial ?? 'High cost';
    return { accepted: false, reasonOfDenial, ...(reasonOfDenial === 'Other' ? { otherReason: v.otherReason ?? '' } : {}) };
  }
  return { accepted: true };
}

const dayOrNull = (iso: string | null) => (iso ? dayjs(iso) : null);
const isoDay = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : null);
/** An emptied number field stays empty so the form shows 'This field is required'. */
const num = (n: number | null | undefined) => n as number;

export const STAGE_FORMS: { [K in StatusKey]: StageForm<K> } = {
  evaluated: {
    toValues: (s) => {
      const { totalTicks, priority, dueDate, responsiblePerson, ...questions } = s.questions;
      return {
        ...decisionValues(s),
        questions,
        dueDate: dayOrNull(dueDate),
        responsiblePerson,
        canBeReplicated: s.canBeReplicated,
      };
    },
    toInput: (v) => ({
      ...decisionInput(v),
      questions: v.questions,
      dueDate: isoDay(v.dueDate),
      responsiblePerson: v.responsiblePerson ?? [],
      canBeReplicated: !!v.canBeReplicated,
    }),
  },
  approved: {
    toValues: (s) => ({
      ...decisionValues(s),
      questions: s.questions,
      estimatedSavings: s.estimatedSavings,
      canBeReplicated: s.canBeReplicated,
    }),
    toInput: (v) => ({
      ...decisionInput(v),
      questions: v.questions,
      estimatedSavings: { amount: num(v.estimatedSavings?.amount), type: v.estimatedSavings?.type },
      canBeReplicated: !!v.canBeReplicated,
    }),
  },
  implemented: {
    toValues: (s) => ({
      ...decisionValues(s),
      cost: s.cost,
      savings: s.savings,
      before: s.before,
      after: s.after,
      equipmentName: s.equipmentName,
      singlePointLesson: s.singlePointLesson,
      impact: Object.fromEntries(s.PQCDSM_Impact.map((i) => [i.key, i.value])),
    }),
    toInput: (v) => ({
      ...decisionInput(v),
      cost: num(v.cost),
      savings: num(v.savings),
      before: v.before ?? [],
      after: v.after ?? [],
      equipmentName: v.equipmentName ?? '',
      singlePointLesson: v.singlePointLesson ?? '',
      PQCDSM_Impact: PQCDSM.filter((k) => typeof v.impact?.[k] === 'number').map((key) => ({
        key,
        value: v.impact[key] as number,
      })),
    }),
  },
  rewarded: {
    toValues: (s) => ({ ...decisionValues(s), savings: s.savings, eventName: s.eventName, eventDate: dayOrNull(s.eventDate) }),
    toInput: (v) => ({
      ...decisionInput(v),
      savings: num(v.savings),
      eventName: v.eventName ?? '',
      eventDate: isoDay(v.eventDate),
    }),
  },
  replicated: {
    toValues: (s) => ({ type: s.type, from: s.from ?? '' }),
    toInput: (v) => ({ type: v.type, from: v.from ?? '' }),
  },
};

export const stageFormValues = <K extends StatusKey>(key: K, status: IdeaStatus) => STAGE_FORMS[key].toValues(status[key]);
export const stageInput = <K extends StatusKey>(key: K, values: StageFormValues[K]) => STAGE_FORMS[key].toInput(values);

/** The request body of a stage save: images go as file ids. */
export function requestBody<K extends StatusKey>(key: K, input: StageInputs[K], version: number): UpdateStatusBody<K> {
  if (key !== 'implemented') return { ...input, version } as UpdateStatusBody<K>;
  const { before, after, ...rest } = input as StageInputs['implemented'];
  return { ...rest, before: before?.map((f) => f._id), after: after?.map((f) => f._id), version } as UpdateStatusBody<K>;
}
