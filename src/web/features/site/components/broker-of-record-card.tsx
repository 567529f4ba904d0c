import { useQuery } from '@tanstack/react-query';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { PanelCard } from '../../../components/ui/panel-card';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session/session-context';
import { brokerOfRecordQuery } from '../api/admin-queries';
import { BrokerOfRecordForm } from './broker-of-record-form';

/** The site settings' card for the broker of record, with its own load and retry. */
export function BrokerOfRecordCard() {
  const { t } = useTranslation('site-admin');
  const { api } = useSession();
  const broker = useQuery(brokerOfRecordQuery(api));
  return (
    <PanelCard title={t('broker.cardTitle')} description={t('broker.cardDescription')}>
      {broker.isPending ? (
        <ListSkeleton rows={2} label={t('settingsPage.loading')} />
      ) : broker.isError ? (
        <ErrorState
          title={t('settingsPage.loadError')}
          retryLabel={t('settingsPage.retry')}
          onRetry={() => void broker.refetch()}
        />
      ) : (
        <BrokerOfRecordForm answer={broker.data} />
      )}
    </PanelCard>
  );
}
