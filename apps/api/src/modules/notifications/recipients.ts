import { can, type DECISION_STAGES, isUnitScoped, nextStageAfter, ROLES, waitingStage } from '@fikra/shared';
import type { IdeaNotifySummary } from '../../data/ideas.notify.js';
import type { OutboxEvent } from '../../data/outboxEvents.repository.js';
import { type Addressee, usersNotifyQueries } from '../../data/users.notify.js';
import type { Tx } from '../../db/client.js';

type DecisionStage = (typeof DECISION_STAGES)[number];

/**
 * The roles that decide a stage: every role the permissions matrix lets change an idea's status, the unit-scoped
 * ones only within their own unit (DESIGN §7). Every stage has the same deciders until a per-stage policy exists.
 */
function decidingRoles(_stage: DecisionStage) {
  const roles = ROLES.filter((r) => can(r, 'ideas.editStatus'));
  return { everywhere: roles.filter((r) => !isUnitScoped(r)), inUnit: roles.filter((r) => isUnitScoped(r)) };
}

/** The stage whose deciders hear of an event: the next one after an accepted stage, the first for a new idea. */
function stageToDecide(event: OutboxEvent, idea: IdeaNotifySummary): DecisionStage | null {
  if (event.type === 'idea.submitted') return 'evaluated';
  if (['idea.evaluated', 'idea.approved', 'idea.implemented'].includes(event.type))
    return nextStageAfter(event.type.slice(5) as DecisionStage);
  if (event.type === 'idea.overdue') return waitingStage(idea.status);
  return null;
}

const TELLS_SUBMITTER = new Set([
  'idea.evaluated',
  'idea.approved',
  'idea.implemented',
  'idea.rewarded',
  'idea.replicated',
  'idea.rejected',
  'idea.held',
]);

/**
 * Who is told in the app (and by e-mail) of an event (issue 27 item 2): the responsible people when named (users
 * matched by name or user code), the deciders of the stage the idea now waits for, and the submitter when an
 * account has their employee code as user code. The person who made the change is not told of it.
 */
export async function addresseesOf(tx: Tx, event: OutboxEvent, idea: IdeaNotifySummary): Promise<Addressee[]> {
  const users = usersNotifyQueries(tx);
  const found: Addressee[] = [];
  const responsible =
    (event.payload.responsiblePerson as string[] | undefined) ?? idea.status.evaluated.questions.responsiblePerson;
  if (event.type === 'idea.assigned' || (event.type === 'idea.overdue' && responsible.length)) {
    found.push(...(await users.byNameOrCode(responsible)));
  } else {
    const stage = stageToDecide(event, idea);
    if (stage) found.push(...(await users.deciders(decidingRoles(stage), idea.unit?._id ?? null)));
  }
  if (TELLS_SUBMITTER.has(event.type) && idea.employeeCode.trim()) {
    found.push(...(await users.byNameOrCode([idea.employeeCode], true)));
  }
  const actorId = (event.payload.actor as { id?: string } | null | undefined)?.id;
  const seen = new Set<string>();
  return found.filter((a) => a.id !== actorId && !seen.has(a.id) && seen.add(a.id));
}
