import { ALLOWED_TYPES, canEditUser, MESSAGES, PROFILE_PHOTO_MAX_BYTES, type UserOutput } from '@fikra/shared';
import { filesRepository } from '../../data/files.repository.js';
import { toUser, type UserRow, usersRepository } from '../../data/users.repository.js';
import type { Database } from '../../db/client.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AuthUser } from '../../plugins/auth.js';
import { appError, forbidden, notFound, staleVersion, validationFailed } from '../../plugins/errors.js';
import { replacePassword } from '../../services/passwords.js';

/** An ADMIN's new password for a user, and the profile photo of a user. */
export function createUserAccountService(db: Database) {
  return {
    /** The new password and the end of every session of the user (the ADMIN's route guard checks the role). */
    async setPassword(id: string, password: string) {
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const target = await usersRepository(tx).findById(id);
        if (!target) throw notFound('noUser');
        await replacePassword(tx, target, passwordHash);
        return { message: MESSAGES.passwordChanged, _id: target.id };
      });
    },

    /**
     * Sets (or with null removes) the user's photo: an uploaded image file, its type taken from its bytes at
     * upload, within the photo's size. A replaced photo is left unreferenced and the file cleanup removes it.
     */
    async setImage(me: AuthUser, id: string, image: string | null): Promise<UserOutput> {
      if (!canEditUser(me, { id })) throw forbidden();
      return db.transaction(async (tx) => {
        if (image !== null) {
          const file = await filesRepository(tx).find(image);
          if (!file) throw validationFailed('image', 'choosePhoto');
          if (file.purpose !== 'image' || !ALLOWED_TYPES.image.includes(file.contentType)) {
            throw appError('UNSUPPORTED_FILE', 'photoType');
          }
          if (file.size > PROFILE_PHOTO_MAX_BYTES) throw appError('FILE_TOO_LARGE', 'photoTooLarge');
        }
        const users = usersRepository(tx);
        const target = await users.findById(id);
        if (!target) throw notFound('noUser');
        if (!(await users.update(target.id, target.version, { image }))) throw staleVersion();
        return toUser((await users.findById(target.id)) as UserRow);
      });
    },
  };
}
