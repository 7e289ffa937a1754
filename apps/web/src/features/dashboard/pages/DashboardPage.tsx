import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { dashboardScopeOf, FIGURE_TABLES } from '@fikra/shared';
import { Alert, Button, Col, ConfigProvider, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError } from '../../../lib/api';
import { translateMessage } from '../../../lib/messages';
import { useCurrentUser } from '../../../lib/session';
import { useDashboard, useExportDashboard } from '../api/dashboard';
import { ChartCard } from '../components/ChartCard';
import { DashboardFilters } from '../components/DashboardFilters';
import { useFigureFormat } from '../components/format';
import { HeaderCounts } from '../components/HeaderCounts';
import { KpiCards } from '../components/KpiCards';
import { SpreadView } from '../components/SpreadView';
import { useDashboardFilters } from '../components/useDashboardFilters';
import '../dashboard.css';

/** antd's grey for titles and notes (45% black) is below WCAG AA contrast on white; the dashboard has many. */
const READABLE = { token: { colorTextDescription: 'rgba(0, 0, 0, 0.65)', colorTextSecondary: 'rgba(0, 0, 0, 0.65)' } };

/**
 * Everyone's dashboard (spec §2, issue 15): the header counts, then the programme's charts for a company,
 * location of idea and period kept in the URL, each with a table of its figures; prints on A4 landscape and
 * exports to .xlsx with the same filters. Managers see the whole company, everyone else their own location of
 * idea, and a user without one only the header counts (issue 29; the server enforces the same scope).
 */
export function DashboardPage() {
  const user = useCurrentUser();
  const scope = user && dashboardScopeOf({ role: user.userType, factoryBusinessUnitId: user.factoryBusinessUnit?._id });
  return scope === null ? <CountsOnlyDashboard /> : <ChartsDashboard />;
}

function CountsOnlyDashboard() {
  const { t } = useTranslation('dashboard');
  return (
    <ConfigProvider theme={READABLE}>
      <div className="dashboard">
        <PageHeader title={t('title')} isHome />
        <HeaderCounts />
      </div>
    </ConfigProvider>
  );
}

function ChartsDashboard() {
  const { t } = useTranslation('dashboard');
  const notify = useNotify();
  const controls = useDashboardFilters();
  const dashboard = useDashboard(controls.filters);
  const exporter = useExportDashboard();
  const format = useFigureFormat();
  const data = dashboard.data;
  const error = dashboard.error;

  return (
    <ConfigProvider theme={READABLE}>
      <div className="dashboard">
        <PageHeader
          title={t('title')}
          isHome
          extra={
            <>
              <Button
                icon={<DownloadOutlined />}
                loading={exporter.isPending}
                disabled={!data}
                onClick={() =>
                  data &&
                  exporter.mutate(
                    { ...controls.filters, from: data.filters.from, to: data.filters.to },
                    { onError: notify.apiError },
                  )
                }
              >
                {t('actions.export')}
              </Button>
              <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
                {t('actions.print')}
              </Button>
            </>
          }
        />
        <DashboardFilters filters={controls.filters} applied={data} controls={controls} />
        {error && (
          <Alert
            type="error"
            showIcon
            className="dashboard-error"
            title={t('loadFailed')}
            description={error instanceof ApiError ? (translateMessage(t, error) ?? error.message) : undefined}
            action={<Button onClick={controls.reset}>{t('filters.reset')}</Button>}
          />
        )}
        {!(error && !data) && (
          <>
            <KpiCards data={data} format={format} />
            <Row gutter={[16, 16]} className="chart-grid">
              {FIGURE_TABLES.map((id) => (
                <Col key={id} xs={24} xl={12} className="chart-col">
                  <ChartCard id={id} data={data} format={format} />
                </Col>
              ))}
            </Row>
            <SpreadView filters={controls.filters} format={format} />
          </>
        )}
      </div>
    </ConfigProvider>
  );
}
