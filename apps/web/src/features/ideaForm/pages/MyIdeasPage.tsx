import { MAX_STATUS_BATCH } from '@fikra/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/i18n';
import { translateMessage } from '../../../lib/messages';
import { Link } from '../../../lib/miniRouter';
import { fetchStatusBatch } from '../api/ideaStatus';
import { PlainStatus } from '../components/PlainStatus';
import { StatusLookup } from '../components/StatusLookup';
import { isChanged, type MyIdea, myIdeas } from '../myIdeas/store';
import { outbox } from '../offline/outbox';
import { useOutboxEntries } from '../offline/useOutbox';

/** Asks the server for the status of every kept idea, MAX_STATUS_BATCH at a time. */
async function refreshStatuses(kept: MyIdea[]) {
  for (let i = 0; i < kept.length; i += MAX_STATUS_BATCH) {
    const { data } = await fetchStatusBatch(kept.slice(i, i + MAX_STATUS_BATCH).map((k) => k.id));
    await myIdeas.update(data, { markSeen: false });
  }
}

/**
 * /auth/ideaStatus (issue 27): "My ideas on this phone" first, from IndexedDB at once and then from one request;
 * one plain status per idea, the date of its last change and a dot on those that changed since last seen. Works
 * offline with the last known status. The code lookup follows.
 */
export function MyIdeasPage() {
  const { t } = useTranslation('shopFloor');
  const kept = useSyncExternalStore(myIdeas.subscribe, myIdeas.list);
  const waiting = useOutboxEntries().filter((e) => e.status !== 'sent');
  const [state, setState] = useState<'loading' | 'fresh' | 'offline'>('loading');

  useEffect(() => {
    let live = true;
    (async () => {
      await myIdeas.load();
      const list = myIdeas.list();
      if (!list.length) return live && setState('fresh');
      try {
        await refreshStatuses(list);
        if (live) setState('fresh');
      } catch (err) {
        if (live) setState(err instanceof ApiError && err.status !== 0 ? 'fresh' : 'offline');
      }
      // what is on screen now counts as seen next time; the dots stay for this visit
      await myIdeas.markAllSeen();
    })().catch(() => live && setState('offline'));
    return () => {
      live = false;
    };
  }, []);

  const empty = state !== 'loading' && !kept.length && !waiting.length;
  return (
    <>
      <section className="sf-card" aria-labelledby="mine-title" data-testid="my-ideas">
        <h1 className="sf-h1" id="mine-title">
          {t('mine.title')}
        </h1>
        <p className="sf-muted">{t('mine.subtitle')}</p>
        {state === 'offline' && (
          <p className="sf-notice sf-warn" role="status" data-testid="my-ideas-offline">
            {t('mine.offline')}
          </p>
        )}
        {empty && (
          <p className="sf-notice" data-testid="my-ideas-empty">
            {t('mine.empty')} <Link to={paths.auth.ideaForm.href()}>{t('bar.submitIdea')}</Link>
          </p>
        )}
        <ul className="sf-list">
          {waiting.map((e) => (
            <li key={e.key} className="sf-item" data-testid={e.status === 'waiting' ? 'outbox-waiting' : 'outbox-refused'}>
              <span dir="auto" className="sf-item-head">
                {e.body.ideaText}
              </span>
              {e.status === 'waiting' ? (
                <>
                  <span className="sf-status sf-status-onHold">{t('mine.waiting')}</span>
                  <button type="button" className="sf-linkbutton" onClick={() => void outbox.send()}>
                    {t('mine.sendNow')}
                  </button>
                </>
              ) : (
                <>
                  <span className="sf-status sf-status-rejected">
                    {t('mine.refused')}:{' '}
                    {(e.refusal && translateMessage(t, e.refusal)) ??
                      t(`common:errors.${e.refusal?.code}`, e.refusal?.message ?? '')}
                  </span>
                  <button type="button" className="sf-linkbutton" onClick={() => void outbox.dismiss(e)}>
                    {t('mine.dismiss')}
                  </button>
                </>
              )}
            </li>
          ))}
          {kept.map((idea) => (
            <li key={idea.id} className="sf-item" data-testid="my-idea" data-idea-number={idea.ideaNumber}>
              <span className="sf-item-head">
                {isChanged(idea) && (
                  <span
                    className="sf-dot"
                    role="img"
                    aria-label={t('mine.changed')}
                    title={t('mine.changed')}
                    data-testid="changed-dot"
                  />
                )}
                {t('mine.ideaNumber', { number: idea.ideaNumber })}
              </span>
              <span dir="auto">{idea.title}</span>
              <PlainStatus stage={idea.stage} reward={idea.reward} reason={idea.reason} />
              <span className="sf-small sf-muted" style={{ margin: 0 }}>
                {t('mine.lastChange', { date: formatDate(idea.changedAt) })}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <StatusLookup open={empty} />
    </>
  );
}
