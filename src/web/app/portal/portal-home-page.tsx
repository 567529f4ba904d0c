import { useTranslation } from '../../i18n/use-translation';
import { can, canAny } from '../../../shared/permissions';
import { useSession } from '../../lib/session/session-context';
import { roleLabel } from '../../lib/role-label';
import { AuditLog } from '../../features/admin/components/audit-log';
import { CreateUserForm } from '../../features/admin/components/create-user-form';
import { PanelCard } from '../../components/ui/panel-card';
import { UserManagement } from '../../features/admin/components/user-management';
import { ViewAsControl } from '../../features/view-as/components/view-as-control';
import { PortalDashboard } from '../../features/dashboard/components/portal-dashboard';
import { NotificationList } from '../../features/notifications/components/notification-list';
import { SendNotificationForm } from '../../features/notifications/components/send-notification-form';
import { ResidentLeaseSummary } from '../../features/leasing/components/resident-lease-summary';
import { MaintenanceShortcuts } from '../../features/maintenance/components/maintenance-shortcuts';
import { BrokerWorkspace } from '../../features/contracts/components/broker-workspace';
import { MySubmissions } from '../../features/leads/components/my-submissions';

/** /portal: who is signed in, their notifications, and the day-to-day controls their role may use. */
export default function PortalHomePage() {
  const { t } = useTranslation('portal');
  const { t: ta } = useTranslation('admin-panel');
  const { user, role, impersonatedRole } = useSession();
  if (!user || !role) return null;

  return (
    <div className="flex flex-col gap-6">
      <header>
        <p className="text-sm font-medium text-slate-500">{t('home.welcome')}</p>
        <h1 className="text-2xl font-semibold text-slate-900 md:text-3xl">{user.name}</h1>
        <p className="mt-1 text-slate-600">
          {t('home.signedInAs', { email: user.email })}{' '}
          <span className="font-medium text-slate-800">{roleLabel(role, t)}</span>
        </p>
      </header>

      <MaintenanceShortcuts />
      <ResidentLeaseSummary />
      {/* Staff follow requests in the leads inbox; the rest follow their own here. */}
      {!canAny(role, ['read:leads:any', 'read:leads:assigned']) && !impersonatedRole && (
        <MySubmissions onlyWhenAny />
      )}
      <PortalDashboard />
      <BrokerWorkspace />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <NotificationList />
        <div className="flex flex-col gap-6">
          <ViewAsControl />
          <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-5">
            <h2 className="text-base font-semibold text-slate-900">{t('home.roleTitle')}</h2>
            <p className="mt-1 text-sm text-slate-600">{t(`roleDescriptions.${role}`)}</p>
          </section>
        </div>
      </div>

      {can(role, 'read:users:any') && (
        <PanelCard id="users" title={ta('users.title')} description={ta('users.description')}>
          <UserManagement />
        </PanelCard>
      )}
      {(can(role, 'write:users:any') || can(role, 'send:notifications:any')) && (
        <div className="grid gap-6 lg:grid-cols-2">
          {can(role, 'write:users:any') && (
            <PanelCard title={ta('create.title')} description={ta('create.description')}>
              <CreateUserForm />
            </PanelCard>
          )}
          {can(role, 'send:notifications:any') && (
            <PanelCard title={ta('send.title')} description={ta('send.description')}>
              <SendNotificationForm />
            </PanelCard>
          )}
        </div>
      )}
      {can(role, 'read:audit:any') && (
        <PanelCard id="audit" title={ta('audit.title')} description={ta('audit.description')}>
          <AuditLog />
        </PanelCard>
      )}
    </div>
  );
}
