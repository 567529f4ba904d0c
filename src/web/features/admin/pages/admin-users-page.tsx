import { useTranslation } from '../../../i18n/use-translation';
import { CreateUserForm } from '../components/create-user-form';
import { PanelCard } from '../../../components/ui/panel-card';
import { UserManagement } from '../components/user-management';

/** /portal/users: the full user management section. */
export default function AdminUsersPage() {
  const { t } = useTranslation('admin-panel');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-navy">{t('users.pageTitle')}</h1>
      <PanelCard title={t('users.title')} description={t('users.description')}>
        <UserManagement />
      </PanelCard>
      <PanelCard title={t('create.title')} description={t('create.description')}>
        <CreateUserForm />
      </PanelCard>
    </div>
  );
}
