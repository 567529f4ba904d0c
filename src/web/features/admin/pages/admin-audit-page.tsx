import { useTranslation } from '../../../i18n/use-translation';
import { AuditLog } from '../components/audit-log';
import { PanelCard } from '../../../components/ui/panel-card';

/** /portal/audit: every admin change and every write made while viewing as another role. */
export default function AdminAuditPage() {
  const { t } = useTranslation('admin-panel');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-navy">{t('audit.pageTitle')}</h1>
      <PanelCard title={t('audit.title')} description={t('audit.description')}>
        <AuditLog />
      </PanelCard>
    </div>
  );
}
