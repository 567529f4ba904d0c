import { useTranslation } from '../../../i18n/use-translation';
import { OutboxList } from '../components/outbox-list';
import { PanelCard } from '../../../components/ui/panel-card';

/** /portal/outbox: the e-mails the product sent, stored or could not deliver. */
export default function AdminOutboxPage() {
  const { t } = useTranslation('admin-panel');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-navy">{t('outbox.pageTitle')}</h1>
      <PanelCard title={t('outbox.title')} description={t('outbox.description')}>
        <OutboxList />
      </PanelCard>
    </div>
  );
}
