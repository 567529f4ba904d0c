import { useQuery } from '@tanstack/react-query';
import { Search, UserRound } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { VIEWABLE_ROLES, type ViewableRole } from '../../../../shared/schemas/view-as';
import type { PortalRole } from '../../../../shared/constants';
import { TextField } from '../../../components/ui/form-field';
import { roleLabel } from '../../../lib/role-label';
import { useSession } from '../../../lib/session/session-context';
import { viewAsAccountsQuery } from '../api/queries';

export const isViewableRole = (role: PortalRole | null): role is ViewableRole =>
  role !== null && (VIEWABLE_ROLES as readonly string[]).includes(role);

/**
 * Picks one account of the role being viewed as, or none (the role's view, with the admin's own,
 * empty rows). The list is searched on the server by name or e-mail; a choice is kept in
 * localStorage beside the role, so every tab follows it.
 */
export function ViewAsPersonPicker({ role }: { role: ViewableRole }) {
  const { t } = useTranslation('portal');
  const { getIdToken, impersonatedUser, setImpersonatedUser } = useSession();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const query = useQuery(viewAsAccountsQuery(getIdToken, role, q));
  const id = useId();
  const roleName = roleLabel(role, t);
  const optionClass = (checked: boolean) =>
    `flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm ${
      checked
        ? 'border-ocean bg-ocean/5 text-slate-900'
        : 'border-slate-200 bg-white text-slate-800 hover:bg-slate-50'
    }`;

  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-medium text-slate-900">
        {t('viewAs.personLabel', { role: roleName })}
      </legend>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {t('viewAs.personHelp', { role: roleName })}
      </p>
      <div className="relative mt-2">
        <TextField
          label={t('viewAs.search')}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('viewAs.searchPlaceholder')}
          autoComplete="off"
          maxLength={120}
        />
        <Search
          className="pointer-events-none absolute right-3 bottom-3 size-4 text-slate-400"
          aria-hidden="true"
        />
      </div>
      <div className="mt-3 flex flex-col gap-2" aria-describedby={`${id}-hint`}>
        <label className={optionClass(!impersonatedUser)}>
          <input
            type="radio"
            name={`${id}-person`}
            checked={!impersonatedUser}
            onChange={() => setImpersonatedUser(null)}
            className="size-4 accent-ocean"
          />
          <span>{t('viewAs.anyone', { role: roleName })}</span>
        </label>
        {impersonatedUser && !query.data?.items.some((a) => a.id === impersonatedUser.id) && (
          <label className={optionClass(true)}>
            <input
              type="radio"
              name={`${id}-person`}
              checked
              readOnly
              className="size-4 accent-ocean"
            />
            <UserRound className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="min-w-0 truncate font-medium">{impersonatedUser.name}</span>
          </label>
        )}
        {query.data?.items.map((account) => {
          const checked = impersonatedUser?.id === account.id;
          return (
            <label key={account.id} className={optionClass(checked)}>
              <input
                type="radio"
                name={`${id}-person`}
                checked={checked}
                onChange={() => setImpersonatedUser({ id: account.id, name: account.name })}
                className="size-4 accent-ocean"
              />
              <UserRound className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="min-w-0">
                <span className="block truncate font-medium">{account.name}</span>
                <span className="block truncate text-xs text-slate-600">{account.email}</span>
              </span>
            </label>
          );
        })}
      </div>
      <p className="mt-2 text-xs text-slate-600" role="status">
        {query.isPending
          ? t('viewAs.loading')
          : query.isError
            ? t('viewAs.error')
            : query.data.items.length === 0
              ? q
                ? t('viewAs.none', { q })
                : t('viewAs.noneYet')
              : query.data.total > query.data.items.length
                ? t('viewAs.more', { shown: query.data.items.length, total: query.data.total })
                : null}
      </p>
    </fieldset>
  );
}
