import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ALL_ROLES } from '../../../../shared/constants';
import type { AdminUser } from '../../../../shared/schemas/users';
import { useSession } from '../../../lib/session/session-context';
import { SelectField, SelectOptions, TextField } from '../../../components/ui/form-field';
import { EmptyState, ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { Pagination, pageCount } from '../../../components/ui/pagination';
import { roleLabel } from '../../../lib/role-label';
import { USERS_PAGE_SIZE, usersQuery, type UserFilters } from '../api/queries';
import { BlockUserDialog } from './block-user-dialog';
import { UserRow } from './user-row';

/** Users and roles: search by name or e-mail, filter by role, page, change role, block. */
export function UserManagement() {
  const { t } = useTranslation('admin-panel');
  const { api } = useSession();
  const [filters, setFilters] = useState<UserFilters>({ q: '', role: '', page: 1 });
  const [draft, setDraft] = useState('');
  const [blockTarget, setBlockTarget] = useState<AdminUser | null>(null);
  const query = useQuery(usersQuery(api, filters));

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters((f) => ({ ...f, q: draft, page: 1 }));
  };

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        onSubmit={search}
        className="flex flex-col gap-2 lg:flex-row lg:items-end"
      >
        <TextField
          label={t('users.search')}
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('users.searchPlaceholder')}
          className="flex-1"
        />
        <SelectField
          label={t('users.filterRole')}
          value={filters.role}
          onChange={(e) => setFilters((f) => ({ ...f, role: e.target.value, page: 1 }))}
          className="lg:w-40"
        >
          <SelectOptions
            none={t('users.allRoles')}
            values={ALL_ROLES}
            label={(role) => roleLabel(role, t)}
          />
        </SelectField>
        <button
          type="submit"
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark"
        >
          <Search className="size-4" aria-hidden="true" />
          {t('users.searchButton')}
        </button>
      </form>

      {query.isPending ? (
        <ListSkeleton label={t('users.loading')} />
      ) : query.isError ? (
        <QueryError query={query} title={t('users.error')} retryLabel={t('common.retry')} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title={t('users.empty')}>{t('users.emptyHint')}</EmptyState>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('users.count', { count: query.data.total })}</p>
          <ul
            aria-label={t('users.listLabel')}
            className="divide-y divide-slate-200 rounded-lg border border-slate-200"
          >
            {query.data.items.map((user) => (
              <UserRow key={user.id} user={user} onBlock={setBlockTarget} />
            ))}
          </ul>
          <Pagination
            page={filters.page}
            pageSize={USERS_PAGE_SIZE}
            total={query.data.total}
            onPage={(page) => setFilters((f) => ({ ...f, page }))}
            labels={{
              nav: t('users.pagination'),
              previous: t('common.previous'),
              next: t('common.next'),
              status: t('common.pageStatus', {
                page: filters.page,
                pages: pageCount(query.data.total, USERS_PAGE_SIZE),
              }),
            }}
          />
        </>
      )}
      <BlockUserDialog user={blockTarget} onClose={() => setBlockTarget(null)} />
    </div>
  );
}
