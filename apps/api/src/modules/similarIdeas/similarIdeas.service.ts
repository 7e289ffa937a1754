import { ideaStage, SIMILAR_IDEAS_LIMIT, SIMILAR_PUBLIC_MIN_AGE_HOURS, type SimilarIdea, unitScopeOf } from '@fikra/shared';
import { ideasRepository } from '../../data/ideas.repository.js';
import type { Database } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth.js';
import { forbidden } from '../../plugins/errors.js';

/**
 * Similar-idea hints: the public form sees number, title, stage and date of the unit's ideas older than a day
 * (SIMILAR_PUBLIC_MIN_AGE_HOURS); signed-in staff see every idea of the unit, with its id.
 */
export function createSimilarIdeasService(db: Database, log: { warn: (msg: string) => void }) {
  const repo = ideasRepository(db);
  let trigrams: Promise<boolean> | undefined;

  return {
    async find(query: { text: string; factoryBusinessUnit: string; exclude?: string }, user?: AuthUser) {
      if (user) {
        const unit = unitScopeOf(user);
        if (unit !== undefined && unit !== query.factoryBusinessUnit) throw forbidden();
      }
      trigrams ??= repo.canCompareTexts();
      if (!(await trigrams)) {
        log.warn('pg_trgm is not installed on this PostgreSQL server: no similar-idea hints');
        return { data: [] };
      }
      const rows = await repo.similar(query.text, query.factoryBusinessUnit, SIMILAR_IDEAS_LIMIT, {
        excludeId: query.exclude,
        minAgeHours: user ? undefined : SIMILAR_PUBLIC_MIN_AGE_HOURS,
      });
      const data: SimilarIdea[] = rows.map((r) => ({
        ...(user ? { _id: r.id } : {}),
        ideaNumber: Number(r.idea_number),
        ideaText: r.idea_text,
        stage: ideaStage(r.status),
        createdAt: new Date(r.created_at).toISOString(),
        similarity: Math.round(Number(r.similarity) * 100) / 100,
      }));
      return { data };
    },
  };
}
