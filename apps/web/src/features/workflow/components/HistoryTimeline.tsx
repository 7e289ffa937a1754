import type { IdeaHistoryEntry } from '@fikra/shared';
import { Card, Flex, Tag, Timeline, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { DATE_FORMAT } from '../../../lib/i18n';

const COLOUR: Record<string, string> = { accepted: 'green', rejected: 'red', hold: 'orange', 'Fully Replicated': 'green' };
/** Changes implied by every decision, not worth listing. */
const IMPLIED = new Set(['value', 'date']);
const MAX_TAGS = 6;

/** The stage and decision of a history entry in the user's language. */
function entryTitle(e: IdeaHistoryEntry, t: (k: string, o?: Record<string, unknown>) => string): string {
  const stage = e.stage === 'opl' || e.stage === 'score' ? t(`history.${e.stage}`) : t(`enums:stages.${e.stage}`);
  if (!e.decision) return stage;
  const decision =
    e.stage === 'replicated'
      ? t(`enums:replicationTypes.${e.decision}`)
      : e.stage === 'score'
        ? t(`enums:priorities.${e.decision}`)
        : t(`enums:decisions.${e.stage === 'implemented' && e.decision === 'rejected' ? 'notPossible' : e.decision}`);
  return `${stage} — ${decision}`;
}

/** Field labels of what an entry changed (top-level names, each once). */
function changedFields(e: IdeaHistoryEntry, t: (k: string, o?: Record<string, unknown>) => string): string[] {
  const top = new Set(
    Object.keys(e.changes).map((path) => (path.startsWith('questions.') ? path.split('.')[1] : path.split('.')[0])),
  );
  return [...top]
    .filter((f) => !IMPLIED.has(f))
    .map(
      (f) =>
        t(`fields.questions.${f}`, { defaultValue: '' }) ||
        t(`fields.${f}`, { defaultValue: '' }) ||
        t(`enums:ideaFields.${f}`, { defaultValue: f }),
    );
}

/** The idea's history (who decided what and when) as a timeline, oldest first. */
export function HistoryTimeline({ entries }: { entries: IdeaHistoryEntry[] | undefined }) {
  const { t, i18n } = useTranslation('workflow');
  return (
    <Card title={t('history.title')} data-testid="history">
      {!entries?.length ? (
        <EmptyState text={t('history.empty')} />
      ) : (
        <Timeline
          items={entries
            .map((e) => ({ entry: e, fields: changedFields(e, t) }))
            .map(({ entry: e, fields }) => ({
              key: e._id,
              color: COLOUR[e.decision ?? ''] ?? 'blue',
              content: (
                <Flex vertical gap={2} data-history-stage={e.stage} data-history-decision={e.decision ?? ''}>
                  <Typography.Text strong>{entryTitle(e, t)}</Typography.Text>
                  <Typography.Text type="secondary">
                    {t('history.at', { name: e.userName ?? '—', date: dayjs(e.at).format(`${DATE_FORMAT} HH:mm`) })}
                  </Typography.Text>
                  {fields.length > 0 && (
                    <Flex wrap gap={4} align="center">
                      <Typography.Text type="secondary">{t('history.changed')}</Typography.Text>
                      {fields.slice(0, MAX_TAGS).map((f) => (
                        <Tag key={f} bordered={false} style={{ whiteSpace: 'normal', maxWidth: '100%' }}>
                          {f}
                        </Tag>
                      ))}
                      {fields.length > MAX_TAGS && (
                        <Tooltip title={new Intl.ListFormat(i18n.language).format(fields.slice(MAX_TAGS))}>
                          <Typography.Text type="secondary">
                            {t('history.more', { count: fields.length - MAX_TAGS })}
                          </Typography.Text>
                        </Tooltip>
                      )}
                    </Flex>
                  )}
                </Flex>
              ),
            }))}
        />
      )}
    </Card>
  );
}
