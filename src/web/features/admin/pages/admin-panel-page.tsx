import { ChevronRight, FileSignature, ScrollText, Users } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';

const LINKS = [
  { to: '/portal/users', icon: Users, title: 'panel.usersTitle', text: 'panel.usersText' },
  { to: '/portal/audit', icon: ScrollText, title: 'panel.auditTitle', text: 'panel.auditText' },
  {
    to: '/admin_panel/leases',
    icon: FileSignature,
    title: 'panel.leasesTitle',
    text: 'panel.leasesText',
  },
] as const;

/** /admin_panel: where an administrator's tools start. */
export default function AdminPanelPage() {
  const { t } = useTranslation('admin-panel');
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-navy">{t('panel.title')}</h1>
        <p className="mt-1 text-slate-600">{t('panel.intro')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-ocean/40 hover:bg-slate-50"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-ocean/10 text-ocean">
                <link.icon className="size-5" aria-hidden="true" />
              </span>
              <span className="flex-1">
                <span className="block font-semibold text-navy">{t(link.title)}</span>
                <span className="mt-1 block text-sm text-slate-600">{t(link.text)}</span>
              </span>
              <ChevronRight className="mt-2 size-4 text-slate-400" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
