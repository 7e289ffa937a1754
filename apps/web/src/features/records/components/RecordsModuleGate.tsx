import { SettingOutlined } from '@ant-design/icons';
import { can, inRecordsModule, type RecordKindDef } from '@fikra/shared';
import { Button, Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePlantSettings } from '../../../api/plantSettings';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/session';

/** Whether an answer of the API says the records module is off (the settings on screen may be older). */
export const isModuleOff = (err: unknown) => err instanceof ApiError && err.code === 'MODULE_OFF';

/**
 * What a page of the records module shows while the plant's settings have it off (decision 030): its title and
 * the server's sentence, with the way to the settings for the one who may turn it on.
 */
export function RecordsModuleOff({ def }: { def: RecordKindDef }) {
  const { t } = useTranslation('records');
  const user = useCurrentUser();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t(`kinds.${def.kind}.plural`)} crumbs={[{ title: t('menu.group') }]} />
      <Card data-testid="records-module-off">
        <EmptyState
          text={t('messages:recordsModuleOff')}
          action={
            can(user?.userType, 'settings.edit') && (
              <Button
                type="primary"
                icon={<SettingOutlined />}
                onClick={() => navigate(paths.admin.settings.href())}
                data-testid="records-open-settings"
              >
                {t('module.openSettings')}
              </Button>
            )
          }
        />
      </Card>
    </>
  );
}

/**
 * A page of a kind of the optional records module: the page while the module is on, the module's off state
 * while it is off. Notifications are no part of the module and always show.
 */
export function RecordsModuleGate({ def, children }: { def: RecordKindDef; children: ReactNode }) {
  const settings = usePlantSettings(inRecordsModule(def));
  if (!inRecordsModule(def)) return <>{children}</>;
  // settings that cannot be read leave the page to the server, which answers MODULE_OFF if it is off
  if (settings.isError) return <>{children}</>;
  if (!settings.data) return <Skeleton active />;
  return settings.data.recordsEnabled ? <>{children}</> : <RecordsModuleOff def={def} />;
}
