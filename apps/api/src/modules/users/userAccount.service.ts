import { ALLOWED_TYPES, canEditUser, PROFILE_PHOTO_MAX_BYTES, type UserOutput } from '@fikra/shared';
import { filesRepository } from '../../data/files.repository.js';
import { toUser, type UserRow, usersRepository } from '../../data/users.repository.js';
import type { Database } from '../../db/client.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AuthUser } from '../../plugins/auth.js';
import { AppError, forbidden, notFound, staleVersion, validationFailed } from '../../plugins/errors.js';
import { replacePassword } from '../../services/passwords.js';

const NO_USER = 'No user with this ID';

/** An ADMIN's new password for a user, and the profile photo of a user. */
export function createUserAccountService(db: Database) {
  return {
    /** The new password and the end of every session of the user (the ADMIN's route guard checks the role). */
    async setPassword(id: string, password: string) {
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const target = await usersRepository(tx).findById(id);
        if (!target) throw notFound(NO_USER);
        await replacePassword(tx, target, passwordHash);
        return { message: 'Password changed', _id: target.id };
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
          if (!file) throw validationFailed('image', 'Please choose a photo');
          if (file.purpose !== 'image' || !ALLOWED_TYPES.image.includes(file.contentType)) {
            throw new AppError(415, 'UNSUPPORTED_FILE', 'The photo must be a JPEG, PNG, WebP or GIF image');
          }
          if (file.size > PROFILE_PHOTO_MAX_BYTES) throw new AppError(413, 'FILE_TOO_LARGE', 'The photo must be at most 2 MB');
        }
        const users = usersRepository(tx);
        const target = await users.findById(id);
        if (!target) throw notFound(NO_USER);
        if (!(await users.update(target.id, target.version, { image }))) throw staleVersion();
        return toUser((await users.findById(target.id)) as UserRow);
      });
    },
  };
}
