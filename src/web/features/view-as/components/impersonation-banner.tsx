import { Eye } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { can } from '../../../../shared/permissions';
import { useSession } from '../../../lib/session/session-context';
import { roleLabel } from '../../../lib/role-label';

/**
 * Above everything while a real admin views as another role. "Viewing as ROLE" is the product's
 * fixed English sentence (docs/decisions/0005), so the role's name in it is the English one too.
 * Viewing as one person, it reads "Viewing as NAME (ROLE)" in the reader's language (decision
 * 0049). The store follows `storage` events, so every open tab shows or hides it together.
 */
export function ImpersonationBanner() {
  const { t, i18n } = useTranslation('portal');
  const { realRole, impersonatedRole, impersonatedUser, setImpersonatedRole } = useSession();
  if (!can(realRole, 'impersonate:role:any') || !impersonatedRole) return null;
  return (
    <div
      role="region"
      aria-label={t('impersonation.region')}
      className="relative z-40 border-b border-amber-300 bg-amber-100 text-amber-950"
    >
      <div className="mx-auto flex max-w-[1200px] items-center justify-between gap-3 px-4 py-2 text-sm">
        <p className="flex min-w-0 items-center gap-2 font-medium">
          <Eye className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">
            {impersonatedUser
              ? t('impersonation.person', {
                  name: impersonatedUser.name,
                  role: roleLabel(impersonatedRole, t),
                })
              : `Viewing as ${roleLabel(impersonatedRole, i18n.getFixedT('en'))}`}
          </span>
        </p>
        <button
          type="button"
          onClick={() => setImpersonatedRole(null)}
          className="shrink-0 rounded-lg border border-amber-400 bg-white px-3 py-1 font-semibold text-amber-950 hover:bg-amber-50"
        >
          {t('impersonation.stop')}
        </button>
      </div>
    </div>
  );
}
