import { type Language, translate } from '@fikra/shared';
import type { IdeaNotifySummary } from '../../data/ideas.notify.js';
import type { OutboxEvent } from '../../data/outboxEvents.repository.js';

/** Where a signed-in user decides on an idea (the links of in-app notifications and e-mails). */
export const ideaPagePath = (ideaId: string) => `/admin/editIdea/${ideaId}`;
/** Where the presenter's phone shows the ideas it sent. */
export const PUBLIC_STATUS_PATH = '/auth/ideaStatus';

interface EventPayload {
  idea?: { _id: string; ideaNumber: number; title: string };
  actor?: { username: string } | null;
  stage?: string;
  reason?: string;
  responsiblePerson?: string[];
  dueDate?: string | null;
  replicationType?: string;
  reward?: { amount: number; eventName: string };
}

const shortName = (type: string) => type.replace(/^idea\./, '');
const formatAmount = (lang: Language, amount: number) => new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-US').format(amount);
const formatDate = (lang: Language, date: string | null | undefined) =>
  date
    ? new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(date))
    : '';

/** A stored reason as the reader's language says it: one of the listed reasons is translated, free text stays. */
function reasonText(lang: Language, reason: string | undefined) {
  if (!reason) return translate(lang, 'notify:noReason');
  const listed = translate(lang, `enums:rejectionReasons.${reason}`);
  return listed.startsWith('enums:') ? reason : listed;
}

/** The values every text of an event may use, in the reader's language. */
export function eventVars(
  lang: Language,
  event: OutboxEvent,
  idea: IdeaNotifySummary | undefined,
): Record<string, string | number> {
  const p = event.payload as EventPayload;
  const reward = p.reward ?? { amount: idea?.status.rewarded.savings ?? 0, eventName: idea?.status.rewarded.eventName ?? '' };
  const amount = formatAmount(lang, reward.amount);
  return {
    number: idea?.ideaNumber ?? p.idea?.ideaNumber ?? '',
    title: idea?.ideaText ?? p.idea?.title ?? '',
    unit: idea?.unit?.name[lang] || translate(lang, 'notify:noUnit'),
    actor: p.actor?.username ?? '',
    name: idea?.employeeName ?? '',
    stage: p.stage ? translate(lang, `enums:stages.${p.stage}`) : '',
    reason: reasonText(lang, p.reason),
    people: (p.responsiblePerson ?? []).join('، '),
    dueDate: formatDate(lang, p.dueDate ?? idea?.status.evaluated.questions.dueDate) || translate(lang, 'notify:noDate'),
    replication: p.replicationType ? translate(lang, `enums:replicationTypes.${p.replicationType}`) : '',
    reward: reward.eventName ? translate(lang, 'notify:rewardWithEvent', { amount, event: reward.eventName }) : amount,
  };
}

/** The title and body of an in-app notification or e-mail about an event, in one language. */
export function eventText(lang: Language, event: OutboxEvent, idea: IdeaNotifySummary | undefined) {
  const vars = eventVars(lang, event, idea);
  const name = shortName(event.type);
  return { title: translate(lang, `notify:inApp.${name}.title`, vars), body: translate(lang, `notify:inApp.${name}.body`, vars) };
}

/** Both languages of an event's in-app notification (the spec's record holds both). */
export const bilingualEventText = (event: OutboxEvent, idea: IdeaNotifySummary | undefined) => {
  const en = eventText('en', event, idea);
  const ar = eventText('ar', event, idea);
  return { title: { en: en.title, ar: ar.title }, body: { en: en.body, ar: ar.body } };
};

/** What the presenter's phone is told (SMS, Web Push), or null for events that are not theirs. */
export function presenterText(lang: Language, event: OutboxEvent, idea: IdeaNotifySummary | undefined): string | null {
  const key = `notify:presenter.${shortName(event.type)}`;
  const text = translate(lang, key, eventVars(lang, event, idea));
  return text === key ? null : text;
}

export const pushTitle = (lang: Language, event: OutboxEvent, idea: IdeaNotifySummary | undefined) =>
  translate(lang, 'notify:push.title', eventVars(lang, event, idea));
