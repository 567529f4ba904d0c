import { useTranslation } from 'react-i18next';
import { ContactSettingsForm } from '../components/contact-settings-form';
import { PortalCard } from '../components/portal-card';
import { StormAlertForm } from '../components/storm-alert-form';

/** /portal/site: the storm alert and the company's public details. */
export default function AdminSiteSettingsPage() {
  const { t } = useTranslation('site-admin');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">{t('settingsPage.title')}</h1>
      <PortalCard title={t('storm.cardTitle')} description={t('storm.cardDescription')}>
        <StormAlertForm />
      </PortalCard>
      <PortalCard title={t('contact.cardTitle')} description={t('contact.cardDescription')}>
        <ContactSettingsForm />
      </PortalCard>
    </div>
  );
}
