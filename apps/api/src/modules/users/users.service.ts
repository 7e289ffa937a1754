import {
  type adminUserUpdateBody,
  canAdministerUser,
  canEditUser,
  canViewUser,
  isAdminRole,
  type ListEnvelope,
  MESSAGES,
  type UserOutput,
} from '@fikra/shared';
import type { z } from 'zod';
import { masterDataRepository } from '../../data/masterData.repository.js';
import { sessionsRepository } from '../../data/sessions.repository.js';
import { toUser, type UserRow, type UsersRepository, usersRepository } from '../../data/users.repository.js';
import type { Database } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth.js';
import { conflict, forbidden, notFound, staleVersion, validationFailed } from '../../plugins/errors.js';

export type UserUpdate = z.infer<typeof adminUserUpdateBody> & { version: number };

/** The user's references an ADMIN may change: body field, column, master-data kind. */
const USER_REFS = [
  ['company', 'company_id', 'company'],
  ['factoryBusinessUnit', 'factory_business_unit_id', 'factoryBusinessUnit'],
] as const;

/**
 * Refuses to leave no ADMIN: locks every ADMIN row first (SELECT ... FOR UPDATE), so two demotions or deletions
 * at once run one after the other and the second one sees what the first one left.
 */
async function assertAnotherAdmin(users: UsersRepository, target: UserRow) {
  if (!isAdminRole(target.user_type)) return;
  const admins = await users.lockAdmins();
  if (admins.filter((id) => id !== target.id).length === 0) throw conflict('lastAdmin');
}

/** Accounts: reading, editing (own or, for an ADMIN, anyone's) and deleting; each write in one transaction. */
export function createUsersService(db: Database) {
  const users = usersRepository(db);
  const found = async (id: string) => {
    const user = await users.findById(id);
    if (!user) throw notFound('noUser');
    return user;
  };

  return {
    list: (q: { page: number; limit: number; search?: string }): Promise<ListEnvelope<UserOutput>> => users.list(q),
    listCodes: async () => ({ data: await users.listCodes() }),

    async byCode(code: string) {
      const user = await users.findByCode(code);
      if (!user) throw notFound('noUser');
      return toUser(user);
    },

    async get(me: AuthUser, id: string) {
      if (!canViewUser(me, { id })) throw forbidden();
      return toUser(await found(id));
    },

    /**
     * The user's own fields, and for an ADMIN the user type and references. A change of user type or unit ends
     * the user's sessions (their reach changed) in the same transaction as the change.
     */
    async update(me: AuthUser, id: string, b: UserUpdate): Promise<UserOutput> {
      if (!canEditUser(me, { id })) throw forbidden();
      return db.transaction(async (tx) => {
        const repo = usersRepository(tx);
        const target = await repo.findById(id);
        if (!target) throw notFound('noUser');
        const fields: Record<string, unknown> = {};
        if (b.username !== undefined) fields.username = b.username;
        if (b.email !== undefined) {
          if (await repo.emailTaken(b.email, target.id)) throw conflict('emailTaken');
          fields.email = b.email;
        }
        if (b.mobile !== undefined) fields.mobile = b.mobile;
        if ('userCode' in b) fields.user_code = b.userCode ?? null;
        let reachChanged = false;
        if (canAdministerUser(me)) {
          if (b.userType !== undefined && b.userType !== target.user_type) {
            await assertAnotherAdmin(repo, target);
            fields.user_type = b.userType;
            reachChanged = true;
          }
          const masterData = masterDataRepository(tx);
          for (const [key, column, kind] of USER_REFS) {
            const value = b[key];
            if (value === undefined) continue;
            // spec §5 edit-user: the factory business unit is required; the company may be cleared
            // (a user who has none, as the first ADMIN, may be sent back as GET returned it: null, unchanged)
            if (value === null && key === 'factoryBusinessUnit') {
              if (target.factory_business_unit_id === null) continue;
              throw validationFailed(key, 'thisIsRequired');
            }
            if (value !== null && (await masterData.kindOf(value as string)) !== kind)
              throw validationFailed(key, 'thisIsRequired');
            fields[column] = value;
          }
          if (
            fields.factory_business_unit_id !== undefined &&
            fields.factory_business_unit_id !== target.factory_business_unit_id
          ) {
            reachChanged = true; // a unit-scoped manager's reach changed
          }
        } else if (b.userType !== undefined && b.userType !== target.user_type) {
          throw forbidden('onlyAdminChangesType');
        }
        if (!(await repo.update(target.id, b.version, fields))) throw staleVersion();
        if (reachChanged) await sessionsRepository(tx).revokeAllOf(target.id);
        return toUser((await repo.findById(target.id)) as UserRow);
      });
    },

    async remove(me: AuthUser, id: string) {
      return db.transaction(async (tx) => {
        const repo = usersRepository(tx);
        const target = await repo.findById(id);
        if (!target) throw notFound('noUser');
        if (target.id === me.id) throw conflict('ownAccount');
        await assertAnotherAdmin(repo, target);
        await repo.remove(target.id);
        return { message: MESSAGES.deleted, _id: target.id };
      });
    },
  };
}
