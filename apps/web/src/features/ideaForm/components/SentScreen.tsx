import type { IdeaSubmitted } from '@fikra/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/miniRouter';
import { PushOptIn } from './PushOptIn';

/** Sent (issue 28): the idea's NUMBER, large; kept on this phone; no id on screen; the next steps. */
export function SentScreen({ result, onAnother }: { result: IdeaSubmitted; onAnother: () => void }) {
  const { t } = useTranslation('shopFloor');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="sf-card" data-testid="idea-submitted" aria-labelledby="sent-title">
      <h1 className="sf-h1" id="sent-title" ref={heading} tabIndex={-1}>
        {t('sent.title')}
      </h1>
      <p style={{ margin: '12px 0 0' }}>{t('sent.number')}</p>
      <p className="sf-number" data-testid="submitted-number">
        {result.ideaNumber}
      </p>
      <p className="sf-muted">{t('sent.kept')}</p>
      <div className="sf-actions">
        <PushOptIn ideaId={result._id} />
        <Link to={paths.auth.ideaStatus.href()} className="sf-button sf-block" data-testid="go-my-ideas">
          {t('sent.myIdeas')}
        </Link>
        <button type="button" className="sf-button sf-primary sf-block" onClick={onAnother} data-testid="another-idea">
          {t('sent.another')}
        </button>
      </div>
    </section>
  );
}
