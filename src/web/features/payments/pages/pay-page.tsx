import { Lock } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { can } from '../../../../shared/permissions';
import { PublicLayout } from '../../../components/layout/public-layout';
import { ListSkeleton } from '../../../components/ui/list-states';
import { usePageMeta } from '../../../lib/page-meta';
import { useSession } from '../../../lib/session/session-context';
import { ResidentPay } from '../components/resident-pay';
import { VisitorPay } from '../components/visitor-pay';
import { useOnlinePaymentsOffered } from '../../../lib/online-payments';

/** Who is here decides what /pay offers. */
function PayBody() {
  const { t } = useTranslation('pay');
  const { user, role, realRole, impersonatedRole, loading } = useSession();
  const offered = useOnlinePaymentsOffered();
  if (loading || offered === undefined) return <ListSkeleton rows={4} label={t('loading')} />;
  if (!offered) {
    return (
      <Explanation
        title={t('notOffered.title')}
        text={t('notOffered.text')}
        link={user ? '/portal' : undefined}
      />
    );
  }
  if (!user) return <VisitorPay />;
  if (impersonatedRole) {
    // The API refuses a payment while viewing as someone: charging a card cannot be undone.
    return <Explanation title={t('viewingAs.title')} text={t('viewingAs.text')} link="/portal" />;
  }
  if (can(role, 'pay:leases:own')) return <ResidentPay />;
  return (
    <Explanation
      title={t('otherRole.title')}
      text={can(realRole, 'write:ledger:any') ? t('otherRole.staffText') : t('otherRole.text')}
      link="/portal"
    />
  );
}

function Explanation({ title, text, link }: { title: string; text: string; link?: string }) {
  const { t } = useTranslation('pay');
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm md:p-6"
      data-testid="pay-explanation"
    >
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-slate-700">{text}</p>
      {link && (
        <Link
          to={link}
          className="mt-3 inline-block font-semibold text-ocean underline underline-offset-4"
        >
          {t('backToPortal')}
        </Link>
      )}
    </section>
  );
}

/** /pay: residents pay their balance; anyone pays an invoice by its reference. */
export default function PayPage() {
  const { t } = useTranslation('pay');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const { user } = useSession();
  return (
    <PublicLayout>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10 md:py-14">
        <header>
          <h1 className="text-3xl font-semibold text-navy md:text-4xl">{t('title')}</h1>
          <p className="mt-2 max-w-2xl text-slate-700">
            {user ? t('leadResident') : t('leadVisitor')}
          </p>
          <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
            <Lock className="size-4 shrink-0" aria-hidden="true" />
            {t('tokenNote')}
          </p>
        </header>
        <PayBody />
      </div>
    </PublicLayout>
  );
}
