import { can, type IdeaScoreOutput } from '@fikra/shared';
import { Flex, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { useListParams } from '../../../components/useListParams';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { useScoresList } from '../api/listScores';

/** Every score, newest first, server-paginated (spec §2 idea-score). */
export function IdeaScoresPage() {
  const { t } = useTranslation('workflow');
  const user = useCurrentUser();
  const params = useListParams();
  const scores = useScoresList({ ...params.paging, search: params.search || undefined });
  const canOpen = can(user?.userType, 'ideas.editStatus');

  return (
    <>
      <PageHeader title={t('pages.scores')} />
      <Flex style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          defaultValue={params.search}
          placeholder={t('score.search')}
          style={{ maxWidth: 360 }}
          onSearch={(v) => params.update({ search: v.trim(), page: 1 })}
        />
      </Flex>
      <DataTable<IdeaScoreOutput>
        list={scores}
        params={params}
        columns={[
          { title: t('score.ideaNumber'), dataIndex: ['idea', 'ideaNumber'], width: 90 },
          {
            title: t('score.idea'),
            dataIndex: ['idea', 'ideaText'],
            render: (text: string, s) => (canOpen ? <Link to={paths.admin.editIdea.href(s.idea._id)}>{text}</Link> : text),
          },
          { title: t('score.suggestedBy'), dataIndex: 'suggestedBy' },
          { title: t('fields.totalTicks'), dataIndex: 'totalTicks', width: 90 },
          {
            title: t('fields.priority'),
            dataIndex: 'priority',
            render: (p: string) => <Tag color={p === 'High' ? 'red' : 'default'}>{t(`enums:priorities.${p}`)}</Tag>,
          },
          { title: t('fields.dueDate'), dataIndex: 'dueDate', render: (d: string | null) => formatDate(d) },
          {
            title: t('fields.responsiblePerson'),
            dataIndex: 'responsiblePerson',
            render: (people: string[]) => people.map((p) => <Tag key={p}>{p}</Tag>),
          },
          { title: t('score.createdAt'), dataIndex: 'createdAt', render: (d: string) => formatDate(d) },
        ]}
      />
    </>
  );
}
