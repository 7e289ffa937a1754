import { type Language, translate, unitScopeOf, waitingStage } from '@fikra/shared';
import { ideaNotifySummaries, openIdeas } from '../../data/ideas.notify.js';
import type { OutboxEvent } from '../../data/outboxEvents.repository.js';
import { type Addressee, usersNotifyQueries } from '../../data/users.notify.js';
import { usersRepository } from '../../data/users.repository.js';
import type { Database } from '../../db/client.js';
import type { Mail, Mailer } from '../../lib/mailer.js';
import { DIGEST_EVENT } from './fanOut.js';
import type { Channel } from './outcome.js';
import { eventText, ideaPagePath } from './texts.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const PROFILE_PATH = '/admin/profile';
const DIGEST_LIST = 20;

/** One language's mail: plain text and the same as HTML, right-to-left in Arabic. */
function compose(
  lang: Language,
  subject: string,
  lines: string[],
  link: { href: string; label: string } | null,
  footer: string,
): Omit<Mail, 'to'> {
  const text = [...lines, ...(link ? [`${link.label}: ${link.href}`] : []), '', footer].join('\n');
  const body = lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  const anchor = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  const html = `<div dir="${lang === 'ar' ? 'rtl' : 'ltr'}" lang="${lang}">${body}${anchor}<p style="color:#666">${escapeHtml(footer)}</p></div>`;
  return { subject, text, html };
}

/** The daily digest of a decider: the ideas waiting in their scope, overdue ones first. */
async function digestMail(db: Database, person: Addressee, publicUrl: string): Promise<Mail | null> {
  const user = await usersRepository(db).findById(person.id);
  if (!user) return null;
  const scope = unitScopeOf({ role: user.user_type, factoryBusinessUnitId: user.factory_business_unit_id });
  if (scope === null) return null;
  const lang = person.lang;
  const open = await openIdeas(db, scope, new Date().toISOString().slice(0, 10), DIGEST_LIST);
  const lines = [translate(lang, 'notify:email.digestIntro', { name: person.username })];
  if (!open.ideas.length) lines.push(translate(lang, 'notify:email.digestNone'));
  let overdueShown = false;
  for (const idea of open.ideas) {
    if (idea.overdue && !overdueShown) {
      lines.push(translate(lang, 'notify:email.digestOverdue'));
      overdueShown = true;
    }
    const stage = waitingStage(idea.status);
    lines.push(
      translate(lang, 'notify:email.digestLine', {
        number: idea.ideaNumber,
        title: idea.ideaText,
        unit: idea.unit?.name[lang] || translate(lang, 'notify:noUnit'),
        stage: stage ? translate(lang, `enums:stages.${stage}`) : '',
      }),
    );
  }
  const subject = translate(lang, 'notify:email.digestSubject', { waiting: open.total, overdue: open.overdue });
  const footer = translate(lang, 'notify:email.why', { link: new URL(PROFILE_PATH, publicUrl).href });
  const link = { href: new URL('/admin/idea', publicUrl).href, label: translate(lang, 'notify:email.open') };
  return { ...compose(lang, subject, lines, link, footer), to: person.email };
}

async function eventMail(db: Database, person: Addressee, event: OutboxEvent, publicUrl: string): Promise<Mail | null> {
  const idea = event.ideaId ? (await ideaNotifySummaries(db, [event.ideaId])).get(event.ideaId) : undefined;
  if (!idea) return null;
  const lang = person.lang;
  const { title, body } = eventText(lang, event, idea);
  const footer = translate(lang, 'notify:email.why', { link: new URL(PROFILE_PATH, publicUrl).href });
  const link = { href: new URL(ideaPagePath(idea.id), publicUrl).href, label: translate(lang, 'notify:email.open') };
  return { ...compose(lang, translate(lang, 'notify:email.subject', { title }), [body], link, footer), to: person.email };
}

/** SMTP answers 5xx to an address it will never accept: giving up. Anything else may pass later. */
const permanent = (err: unknown) => {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * E-mail (issue 27 item 3): one message per event to users who chose "immediately", one digest a day to those who
 * chose the digest, each in the user's language. A user who has since turned mail off gets nothing.
 */
export function emailChannel(mailer: Mailer, publicUrl: string): Channel {
  return async (delivery, event, db) => {
    const [person] = await usersNotifyQueries(db).findMany([delivery.target]);
    if (!person) return { result: 'skipped', reason: 'userDeleted' };
    const digest = event.type === DIGEST_EVENT;
    if (person.emailPreference !== (digest ? 'digest' : 'immediate')) return { result: 'skipped', reason: 'mailOff' };
    const mail = digest ? await digestMail(db, person, publicUrl) : await eventMail(db, person, event, publicUrl);
    if (!mail) return { result: 'skipped', reason: 'nothingToSay' };
    try {
      await mailer.send(mail);
      return { result: 'sent' };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      return permanent(err) ? { result: 'failed', error } : { result: 'retry', error };
    }
  };
}
