import type { FileRef, IdeaStatus, OplRow, Priority, ReplicationType } from './idea.js';

export interface NamedRef {
  _id: string;
  name: { en: string; ar: string };
}

/** An idea's company: its names and the file id of its logo (null when it has none), for the printed journal. */
export interface CompanyRef extends NamedRef {
  logo?: string | null;
}

/**
 * An idea as the API returns it to signed-in users (GET /v1/idea-crud/:id, list rows without a view, the idea
 * banks, updateStatus result; the list's compact and expanded views return smaller rows: schemas/ideaListViews.ts).
 * Hierarchy references carry names in both languages. The public status lookup returns a much smaller shape.
 */
export interface IdeaOutput {
  _id: string;
  ideaNumber: number;
  ideaText: string;
  ideaDesc: string;
  ideaPresenterType: 'Employee' | 'Visitor';
  employeeName: string;
  employeeCode: string;
  employeePhone: string | null;
  company: CompanyRef | null;
  factoryBusinessUnit: NamedRef | null;
  areaSection: NamedRef | null;
  AICMinibusiness: NamedRef | null;
  department: NamedRef | null;
  stage: NamedRef | null;
  firstCut: NamedRef | null;
  secondCut: NamedRef | null;
  quarter: string;
  year: number;
  date: string;
  kaizenType: string;
  effectOnPQCDSM: string[];
  estimatedAnualSavings: number;
  filesRelated: FileRef[];
  operatorImg: FileRef[];
  imported: boolean;
  ideaCode: string | null;
  status: IdeaStatus;
  replicationStatus: ReplicationType;
  totalTicks: number;
  priority: Priority;
  evaluatedBy: string | null;
  approvedBy: string | null;
  cost: number;
  savings: number;
  ROI: number | null;
  reward: number;
  canBeReplicated: boolean;
  replicatedFrom: string | null;
  /** the original, when the evaluator rejected this idea as 'Already submitted before' and linked it */
  duplicateOf: { _id: string; ideaNumber: number } | null;
  hasScore: { value: boolean; scoreId?: string };
  opl: { rows: OplRow[]; report: string; savedAt: string } | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** One entry of an idea's history (who, when, what changed). */
export interface IdeaHistoryEntry {
  _id: string;
  at: string;
  userName: string | null;
  stage: string;
  decision: string | null;
  changes: Record<string, unknown>;
}
