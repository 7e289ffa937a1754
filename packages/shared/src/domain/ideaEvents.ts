import { DECISION_STAGES, type IdeaStatus, type StageStatusBase, type StatusKey } from './idea.js';

/**
 * The events of an idea's life that Fikra tells people and other systems about (issue 27). Each is written in
 * the same transaction as the change (the outbox) and delivered by the dispatcher to in-app notifications,
 * e-mail, Web Push, the SMS gateway and webhooks.
 */
export const IDEA_EVENT_TYPES = [
  'idea.submitted',
  'idea.evaluated',
  'idea.approved',
  'idea.implemented',
  'idea.rewarded',
  'idea.replicated',
  'idea.rejected',
  'idea.held',
  /** responsible people or the due date set */
  'idea.assigned',
  /** the evaluation's due date passed before the idea was implemented */
  'idea.overdue',
] as const;
export type IdeaEventType = (typeof IDEA_EVENT_TYPES)[number];

/** A webhook may listen to every idea event. */
export const WEBHOOK_EVENT_TYPES = IDEA_EVENT_TYPES;

/** The events that decide something about the idea: the submitter's phone hears of these (push, SMS). */
export const DECISION_EVENT_TYPES: readonly IdeaEventType[] = [
  'idea.evaluated',
  'idea.approved',
  'idea.implemented',
  'idea.rewarded',
  'idea.replicated',
  'idea.rejected',
  'idea.held',
];

/** What one stage save means, as events: the type and what the texts need. */
export interface StageEvent {
  type: IdeaEventType;
  stage: StatusKey;
  reason?: string;
  responsiblePerson?: string[];
  dueDate?: string | null;
  replicationType?: string;
  reward?: { amount: number; eventName: string };
}

const decisionChanged = (before: StageStatusBase, after: StageStatusBase) =>
  before.value !== after.value ||
  before.accepted !== after.accepted ||
  (after.accepted === 'hold' && before.reasonOfHold !== after.reasonOfHold);

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The events of one stage save, from the status before and after it: a new decision (accepted, rejected, held),
 * responsible people or due date changed at evaluation, a replication recorded. Saving without a change is none.
 */
export function stageEvents(key: StatusKey, before: IdeaStatus, after: IdeaStatus): StageEvent[] {
  const events: StageEvent[] = [];
  if (key === 'replicated') {
    const { type } = after.replicated;
    const spread = type === 'Fully Replicated' || type === 'Partially Replicated';
    if (spread && (type !== before.replicated.type || !before.replicated.value))
      events.push({ type: 'idea.replicated', stage: key, replicationType: type });
    return events;
  }
  const was = before[key];
  const now = after[key];
  if (decisionChanged(was, now)) {
    if (now.accepted === 'hold') events.push({ type: 'idea.held', stage: key, reason: now.reasonOfHold ?? '' });
    else if (now.value && now.accepted === false)
      events.push({ type: 'idea.rejected', stage: key, reason: now.reasonOfDenial ?? '' });
    else if (now.value) {
      const event: StageEvent = { type: `idea.${key}`, stage: key };
      if (key === 'rewarded') event.reward = { amount: after.rewarded.savings, eventName: after.rewarded.eventName };
      events.push(event);
    }
  }
  if (key === 'evaluated') {
    const q0 = before.evaluated.questions;
    const q1 = after.evaluated.questions;
    const named = q1.responsiblePerson.length > 0 || q1.dueDate !== null;
    if (named && (!sameList(q0.responsiblePerson, q1.responsiblePerson) || q0.dueDate !== q1.dueDate))
      events.push({ type: 'idea.assigned', stage: key, responsiblePerson: q1.responsiblePerson, dueDate: q1.dueDate });
  }
  return events;
}

/** The stage whose deciders an idea waits for now: the first one not accepted yet (none once rewarded or closed). */
export function waitingStage(status: IdeaStatus): (typeof DECISION_STAGES)[number] | null {
  for (const key of DECISION_STAGES) {
    const stage = status[key];
    if (stage.value && stage.accepted === false) return null;
    if (!(stage.value && stage.accepted === true)) return key;
  }
  return null;
}

/** The stage decided after `key` is accepted (the people to tell next), or null at the end. */
export function nextStageAfter(key: StatusKey): (typeof DECISION_STAGES)[number] | null {
  const i = (DECISION_STAGES as readonly string[]).indexOf(key);
  return i >= 0 && i < DECISION_STAGES.length - 1 ? DECISION_STAGES[i + 1] : null;
}

/** E-mail preference of a user (issue 27 item 3). */
export const EMAIL_PREFERENCES = ['immediate', 'digest', 'off'] as const;
export type EmailPreference = (typeof EMAIL_PREFERENCES)[number];

/** Delivery channels beside in-app notifications (written with the fan-out itself). */
export const DELIVERY_CHANNELS = ['email', 'push', 'sms', 'webhook'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
