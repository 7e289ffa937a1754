import type { Tx } from '../db/client.js';

/** The `sms_opt_outs` table: phones that asked for no more messages. */
export function smsOptOutsRepository(q: Tx) {
  return {
    async add(phone: string) {
      await q.query('insert into sms_opt_outs (phone) values ($1) on conflict do nothing', [phone]);
    },
    async has(phone: string): Promise<boolean> {
      return (await q.query('select 1 from sms_opt_outs where phone = $1', [phone])).length > 0;
    },
  };
}
