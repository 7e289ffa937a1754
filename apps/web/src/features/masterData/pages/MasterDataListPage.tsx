import { DownloadOutlined, PlusOutlined, QrcodeOutlined } from '@ant-design/icons';
import {
  can,
  canDeleteMasterData,
  type MasterDataKindDef,
  type MasterDataRecord,
  masterDataParents,
  masterDataPlace,
  QR_KINDS,
} from '@fikra/shared';
import { Button, Flex, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CELL_TEXT_WIDTH, SearchableDataTable } from '../../../components/DataTable';
import { useNotify } from '../../../components/feedback';
import { CellText } from '../../../components/ideaList/CellText';
import { PageHeader } from '../../../components/PageHeader';
import { RowActions } from '../../../components/RowActions';
import { useDeleteRow } from '../../../components/useDeleteRow';
import { useListParams } from '../../../components/useListParams';
import { paths } from '../../../config/paths';
import { localName, nameLanguages } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { useDeleteMasterData } from '../api/deleteMasterData';
import { useDownloadBackup } from '../api/downloadBackup';
import { useMasterDataList } from '../api/listMasterData';
import { useMasterDataErrorText } from '../components/useMasterDataErrorText';
import { segmentPages } from '../kindRoutes';

/**
 * The list of one master-data kind (spec §2): search on both names, English and Arabic name, parents in the
 * current language, Edit link and delete icon for the roles allowed, backup download, Add button.
 * `segment` is the admin path it is shown at (its own or an alias), so Add/Edit stay in that family.
 */
export function MasterDataListPage({ def, segment }: { def: MasterDataKindDef; segment: string }) {
  const { t } = useTranslation('masterData');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const notify = useNotify();
  const errorText = useMasterDataErrorText();
  const params = useListParams();
  const pages = segmentPages(segment);
  const list = useMasterDataList(def, { ...params.paging, search: params.search || undefined });
  const remove = useDeleteMasterData(def);
  const backup = useDownloadBackup(def);
  const mayEdit = can(user?.userType, 'masterData.edit');
  const actor = { role: user?.userType ?? '', factoryBusinessUnitId: user?.factoryBusinessUnit?._id ?? null };
  // MBUL and KEY_OWNER delete only their own unit's factory and specific locations (spec §6, DESIGN §7)
  const mayDeleteRecord = (r: MasterDataRecord) => canDeleteMasterData(actor, masterDataPlace(def, r));
  const mayDelete = can(user?.userType, 'masterData.delete');
  const mayPrintQr = can(user?.userType, 'qr.print') && QR_KINDS.includes(def.kind);

  const onDelete = useDeleteRow<MasterDataRecord>({
    remove: (record) => remove.mutateAsync(record._id),
    list,
    params,
    deleted: [t('list.deleted')],
    refused: (err) => notify.error(t('list.deleteRefused'), errorText(err)),
  });

  const nameColumns = {
    en: { key: 'en', title: t('fields.nameEn'), render: (_, r) => r.name.en },
    ar: { key: 'ar', title: t('fields.nameAr'), render: (_, r) => r.name.ar },
  } satisfies Record<string, ColumnsType<MasterDataRecord>[number]>;
  const columns: ColumnsType<MasterDataRecord> = nameLanguages().map((lang) => nameColumns[lang]);
  if (def.parent) {
    columns.push({
      key: 'parents',
      title: t(`kinds.${def.parent.kind}.plural`),
      render: (_, r) => (
        // many parents wrap onto more lines instead of widening the table
        <Flex gap={4} wrap style={{ maxWidth: 2 * CELL_TEXT_WIDTH }}>
          {masterDataParents(def, r).map((p) => (
            <Tag key={p._id}>
              <CellText text={localName(p.name)} width={CELL_TEXT_WIDTH} />
            </Tag>
          ))}
        </Flex>
      ),
    });
  }
  if (mayEdit || mayDelete || mayPrintQr) {
    columns.push({
      key: 'actions',
      title: t('common:table.actions'),
      width: mayPrintQr ? 260 : 140,
      render: (_, r) => (
        <RowActions
          editTo={mayEdit ? pages.edit.href(r._id) : undefined}
          editState={{ record: r }}
          onDelete={mayDeleteRecord(r) ? () => onDelete(r) : undefined}
          name={localName(r.name)}
          testId="md"
        >
          {mayPrintQr && (
            <Link to={paths.admin.qrPoster.href(r._id)} data-testid="md-qr">
              <QrcodeOutlined /> {t('list.qrPoster')}
            </Link>
          )}
          {mayPrintQr && def.kind === 'factoryBusinessUnit' && (
            <Link to={paths.admin.qrSheet.href(r._id)} data-testid="md-qr-sheet">
              <QrcodeOutlined /> {t('list.qrSheet')}
            </Link>
          )}
        </RowActions>
      ),
    });
  }

  const onBackup = () => backup.mutate(undefined, { onError: (err) => notify.error(t('list.backupFailed'), errorText(err)) });

  return (
    <>
      <PageHeader
        title={t(`kinds.${def.kind}.plural`)}
        crumbs={[{ title: t('shell:menu.masterData') }]}
        extra={
          <>
            {def.backup && can(user?.userType, 'masterData.list') && (
              <Button icon={<DownloadOutlined />} loading={backup.isPending} onClick={onBackup} data-testid="md-backup">
                {t('list.backup')}
              </Button>
            )}
            {can(user?.userType, 'masterData.create') && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(pages.add.href())} data-testid="md-add">
                {t('list.add')}
              </Button>
            )}
          </>
        }
      />
      <SearchableDataTable<MasterDataRecord>
        list={list}
        params={params}
        searchPlaceholder={t('list.search')}
        testId="md"
        columns={columns}
      />
    </>
  );
}
