import type { IdeaOutput } from '@fikra/shared';
import { Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useIdea } from '../../../api/idea';
import { type Crumb, PageHeader } from '../../../components/PageHeader';
import { IdeaHeaderCard } from './IdeaHeaderCard';

/**
 * The frame of a page about the idea in the address (/…/:id): 404 when there is none, a skeleton while it
 * loads, then the title, the idea's header card and the page's own content for that idea.
 */
export function IdeaPage({
  title,
  crumbs,
  badges = false,
  children,
}: {
  title: string;
  crumbs: Crumb[];
  /** the header card shows the stage badges */
  badges?: boolean;
  children: (idea: IdeaOutput) => ReactNode;
}) {
  const { id = '' } = useParams();
  const { t } = useTranslation('workflow');
  const idea = useIdea(id);
  if (idea.isError) return <Result status="404" title={t('idea.notFound')} />;
  if (!idea.data) return <Skeleton active />;
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      <IdeaHeaderCard idea={idea.data} badges={badges} />
      {children(idea.data)}
    </>
  );
}
