import type { SimilarIdea } from '@fikra/shared';
import { Alert, Flex, List, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/i18n';

/**
 * Existing ideas that look like the one at hand: number, title, stage and date, most alike first. `action`
 * adds a control to each (the evaluation page's "reject as already submitted").
 */
export function SimilarIdeasList({
  ideas,
  action,
  title,
  hint,
}: {
  ideas: SimilarIdea[];
  action?: (idea: SimilarIdea) => ReactNode;
  /** the heading; by default the operator's ("look before sending") */
  title?: string;
  /** the sentence under it; null for none */
  hint?: string | null;
}) {
  const { t } = useTranslation();
  if (!ideas.length) return null;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="similar-ideas"
      title={title ?? t('similarIdeas.title')}
      description={
        <>
          {hint !== null && (
            <Typography.Paragraph style={{ marginBottom: 8 }}>{hint ?? t('similarIdeas.hint')}</Typography.Paragraph>
          )}
          <List
            size="small"
            dataSource={ideas}
            renderItem={(idea) => (
              <List.Item key={idea.ideaNumber} data-testid="similar-idea" actions={action ? [action(idea)] : undefined}>
                <Flex vertical gap={2}>
                  <Typography.Text strong dir="auto">
                    {idea.ideaText}
                  </Typography.Text>
                  <Flex gap={8} wrap align="center">
                    <Typography.Text>{t('similarIdeas.idea', { number: idea.ideaNumber })}</Typography.Text>
                    <Tag>{t(`enums:ideaStages.${idea.stage}`)}</Tag>
                    <Typography.Text>{formatDate(idea.createdAt)}</Typography.Text>
                    <Typography.Text>
                      {t('similarIdeas.similarity', { percent: Math.round(idea.similarity * 100) })}
                    </Typography.Text>
                  </Flex>
                </Flex>
              </List.Item>
            )}
          />
        </>
      }
    />
  );
}
