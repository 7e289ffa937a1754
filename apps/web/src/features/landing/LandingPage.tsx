import type { RewardedIdeas } from '@fikra/shared';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { api } from '../../lib/api';
import { localName } from '../../lib/i18n';
import { Link } from '../../lib/miniRouter';
import { useLoad } from '../../lib/useLoad';

/**
 * The public landing (spec §1, issue 28): only what exists. "Submit your idea" first and largest, then "My ideas";
 * this month's rewarded ideas by number, title and unit (issue 27 item 7), when there are any.
 */
export function LandingPage() {
  const { t } = useTranslation('shopFloor');
  const rewarded = useLoad('rewarded', () => api.get<RewardedIdeas>('/idea-crud/rewarded', { anonymous: true }));
  const ideas = rewarded.data?.data ?? [];
  return (
    <>
      <div className="sf-hero">
        <h1 className="sf-h1">{t('landing.title')}</h1>
        <p className="sf-muted">{t('landing.subtitle')}</p>
      </div>
      <div className="sf-tiles">
        <Link to={paths.auth.ideaForm.href()} className="sf-tile sf-tile-primary" data-testid="tile-submitIdea">
          <strong>{t('bar.submitIdea')}</strong>
          <span>{t('landing.submitIdeaText')}</span>
        </Link>
        <Link to={paths.auth.ideaStatus.href()} className="sf-tile" data-testid="tile-ideaStatus">
          <strong>{t('bar.myIdeas')}</strong>
          <span>{t('landing.myIdeasText')}</span>
        </Link>
      </div>
      {ideas.length > 0 && (
        <section className="sf-card" aria-labelledby="rewarded-title" data-testid="rewarded-ideas">
          <h2 className="sf-h2" id="rewarded-title">
            {t('landing.rewardedTitle')}
          </h2>
          <ul className="sf-list">
            {ideas.map((idea) => (
              <li key={idea.ideaNumber} className="sf-item" data-testid="rewarded-idea">
                <span className="sf-item-head">{t('landing.rewardedIdea', { number: idea.ideaNumber })}</span>
                <span dir="auto">{idea.ideaText}</span>
                {idea.factoryBusinessUnit && (
                  <span className="sf-small sf-muted" style={{ margin: 0 }}>
                    {localName(idea.factoryBusinessUnit.name)}
                  </span>
                )}
                {idea.presenter && (
                  <span className="sf-small" dir="auto">
                    {t('landing.rewardedBy', { name: idea.presenter })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
