import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { siteSettingsQuery } from '../../../lib/site-settings-query';
import { ContactSettingsForm } from '../components/contact-settings-form';
import { PanelCard } from '../../../components/ui/panel-card';
import { StormAlertForm } from '../components/storm-alert-form';
import { BrokerOfRecordCard } from '../components/broker-of-record-card';
import { NachaOriginatorCard } from '../components/nacha-originator-card';

/**
 * /portal/site: the storm alert, the company's public details, its broker of record and its ACH
 * originator (owner payouts by bank transfer).
 */
export default function AdminSiteSettingsPage() {
  const { t } = useTranslation('site-admin');
  const settings = useQuery(siteSettingsQuery);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-navy">{t('settingsPage.title')}</h1>
      {settings.isPending ? (
        <ListSkeleton rows={6} label={t('settingsPage.loading')} />
      ) : settings.isError ? (
        <ErrorState
          title={t('settingsPage.loadError')}
          retryLabel={t('settingsPage.retry')}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <PanelCard title={t('storm.cardTitle')} description={t('storm.cardDescription')}>
            <StormAlertForm settings={settings.data} />
          </PanelCard>
          <PanelCard title={t('contact.cardTitle')} description={t('contact.cardDescription')}>
            <ContactSettingsForm settings={settings.data} />
          </PanelCard>
          <BrokerOfRecordCard />
          <NachaOriginatorCard />
        </>
      )}
    </div>
  );
}
