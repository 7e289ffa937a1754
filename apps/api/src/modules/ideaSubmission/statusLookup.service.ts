import { IDEAS_FETCHED, isIdeaNumber, type MessageKey, type PublicIdeaStatus } from '@fikra/shared';
import { ideasRepository } from '../../data/ideas.repository.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../plugins/errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The public status lookups (spec §8): by employee code, or by idea (its id, or its number with the presenter's code). */
export function statusLookups(db: Database) {
  const ideas = ideasRepository(db);
  /**
   * Spec §8: ideas found -> 'Ideas fetched successfully'; none for an employee code -> 404 with
   * 'Ideas fetched successfully but no submitted ideas'; no such idea -> 404 with 'No idea with this ID'.
   * The web shows each of these texts as sent.
   */
  const byEmployee = async (employeeCode: string) => found(await ideas.publicStatus({ employeeCode }), 'noSubmittedIdeas');
  /** By the idea's id (spec), or by its number together with its presenter's employee code (our addition). */
  const byIdea = async (code: string, employeeCode?: string) => {
    const where = isIdeaNumber(code)
      ? employeeCode
        ? { ideaNumber: Number(code), employeeCode }
        : null
      : UUID.test(code)
        ? { id: code.toLowerCase() }
        : null;
    return found(where ? await ideas.publicStatus(where) : [], 'noIdea');
  };
  const found = (data: PublicIdeaStatus[], emptyMessage: MessageKey) => {
    if (!data.length) throw notFound(emptyMessage);
    return { message: IDEAS_FETCHED, data };
  };
  return { byEmployee, byIdea };
}
