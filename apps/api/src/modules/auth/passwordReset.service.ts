import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES, PASSWORD_RESET_MINUTES } from '@fikra/shared';
import type { FastifyBaseLogger } from 'fastify';
import { passwordResetsRepository } from '../../data/passwordResets.repository.js';
import { usersRepository } from '../../data/users.repository.js';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashPassword } from '../../lib/passwords.js';
import { appError } from '../../plugins/errors.js';
import { replacePassword } from '../../services/passwords.js';

export const RESET_LINK_SENT = MESSAGES.resetLinkSent;
/** the web's reset page (apps/web/src/config/paths.ts auth.resetPassword) */
export const RESET_PAGE = '/auth/reset-password';

/** at most one link a minute to one user, whoever asks */
const RESEND_AFTER_SECONDS = 60;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

function resetMail(link: string) {
  const minutes = PASSWORD_RESET_MINUTES;
  const text = [
    `فكرة: لإعادة تعيين كلمة المرور افتح هذا الرابط خلال ${minutes} دقيقة (يعمل مرة واحدة):`,
    link,
    '',
    `Fikra: to reset your password open this link within ${minutes} minutes (it works once):`,
    link,
    '',
    'If you did not ask for this, ignore this e-mail. / إذا لم تطلب ذلك فتجاهل هذه الرسالة.',
  ].join('\n');
  const a = `<a href="${link}">${link}</a>`;
  const html = `<p dir="rtl" lang="ar">فكرة: لإعادة تعيين كلمة المرور افتح هذا الرابط خلال ${minutes} دقيقة (يعمل مرة واحدة):<br>${a}</p>
<p lang="en">Fikra: to reset your password open this link within ${minutes} minutes (it works once):<br>${a}</p>
<p>If you did not ask for this, ignore this e-mail. / إذا لم تطلب ذلك فتجاهل هذه الرسالة.</p>`;
  return { subject: 'Fikra: reset your password / فكرة: إعادة تعيين كلمة المرور', text, html };
}

/**
 * 'Forgot password?' and the one-time link (spec §7 resetPassword). The request is answered before anything
 * is looked up, so neither the answer nor its timing tells whether the email is registered; the lookup and
 * the mail happen afterwards, and `settled()` waits for them (on shutdown, and in tests).
 */
export function createPasswordResetService(db: Database, mailer: Mailer, publicUrl: string | undefined, log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();

  async function sendLink(email: string) {
    const user = await usersRepository(db).findByEmail(email);
    if (!user) return;
    const resets = passwordResetsRepository(db);
    if (await resets.sentWithin(user.id, RESEND_AFTER_SECONDS)) return;
    const token = randomBytes(32).toString('base64url');
    await resets.insert(user.id, tokenHash(token), PASSWORD_RESET_MINUTES);
    const link = `${(publicUrl ?? '').replace(/\/+$/, '')}${RESET_PAGE}?token=${token}`;
    await mailer.send({ to: user.email, ...resetMail(link) });
  }

  return {
    enabled: mailer.enabled,

    requestLink(email: string) {
      if (!mailer.enabled) return;
      const job = sendLink(email)
        .catch((err) => log.error({ err: { message: (err as Error).message } }, 'reset-password e-mail not sent'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },

    /** Sets the new password if the link is valid and unused, and ends every session of the user. */
    async reset(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const userId = await passwordResetsRepository(tx).consume(tokenHash(token));
        if (!userId) throw appError('RESET_LINK_INVALID', 'resetLinkInvalid');
        const user = await usersRepository(tx).findById(userId);
        if (!user) throw appError('RESET_LINK_INVALID', 'resetLinkInvalid');
        await replacePassword(tx, user, passwordHash);
      });
    },

    settled: async () => {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
