import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'react-toastify';
import { ALL_ROLES, type Role } from '../../../../shared/constants';
import { can } from '../../../../shared/permissions';
import type { AdminUser } from '../../../../shared/schemas/users';
import { useSession } from '../../../lib/session/session-context';
import { roleLabel } from '../../../lib/role-label';
import { useSetBlogEditor, useUpdateUser } from '../api/mutations';
import { SelectOptions } from '../../../components/ui/form-field';

/** One account: who, role (changed in place), status, the blog-editor switch and blocking. */
export function UserRow({ user, onBlock }: { user: AdminUser; onBlock: (u: AdminUser) => void }) {
  const { t } = useTranslation('admin-panel');
  const session = useSession();
  const updateUser = useUpdateUser();
  const setBlogEditor = useSetBlogEditor();
  const isSelf = session.user?.id === user.id;

  const changeRole = (role: Role) => {
    updateUser.mutate(
      { id: user.id, changes: { role } },
      {
        onSuccess: () =>
          toast.success(t('users.roleChanged', { name: user.name, role: roleLabel(role, t) })),
        onError: (err) => toast.error(err.message),
      },
    );
  };

  const switchBlogEditor = () => {
    const isBlogEditor = !user.isBlogEditor;
    setBlogEditor.mutate(
      { id: user.id, isBlogEditor },
      {
        onSuccess: () =>
          toast.success(
            t(isBlogEditor ? 'users.blogEditorOn' : 'users.blogEditorOff', { name: user.name }),
          ),
        onError: (err) => toast.error(err.message),
      },
    );
  };

  // One grid for every size: below 1024 px name + status, then role + block, then the blog
  // switch; from 1024 px the five cells line up as columns (`order` puts them in column order).
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 px-4 py-3 lg:grid-cols-[minmax(0,1fr)_13rem_6rem_9rem_7rem]">
      <div className="min-w-0 lg:order-1">
        <p className="truncate font-medium text-slate-900">
          {user.name}
          {isSelf && <span className="ml-2 text-xs text-slate-500">{t('users.you')}</span>}
        </p>
        <p className="truncate text-sm text-slate-600">{user.email}</p>
        {user.phone && (
          <p className="truncate text-sm text-slate-600">
            <span className="sr-only">{t('fields.phone')}: </span>
            {user.phone}
          </p>
        )}
      </div>
      <span
        className={`w-fit justify-self-end rounded-full px-2.5 py-0.5 text-xs font-semibold lg:order-3 lg:justify-self-start ${
          user.blocked ? 'bg-red-100 text-red-800' : 'bg-emerald-100 text-emerald-800'
        }`}
      >
        {user.blocked ? t('users.blocked') : t('users.active')}
      </span>
      <select
        aria-label={t('users.roleFor', { name: user.name })}
        value={user.role}
        disabled={isSelf || updateUser.isPending}
        onChange={(e) => changeRole(e.target.value as Role)}
        className="w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm disabled:bg-slate-50 disabled:text-slate-500 lg:order-2"
      >
        <SelectOptions values={ALL_ROLES} label={(role) => roleLabel(role, t)} />
      </select>
      <button
        type="button"
        disabled={isSelf}
        onClick={() => onBlock(user)}
        aria-label={t(user.blocked ? 'users.unblockLabel' : 'users.blockLabel', {
          name: user.name,
        })}
        className={`w-fit justify-self-end rounded-lg border px-3 py-1.5 text-sm font-semibold disabled:opacity-40 lg:order-5 lg:justify-self-start ${
          user.blocked
            ? 'border-slate-300 text-slate-800 hover:bg-slate-50'
            : 'border-red-300 text-red-800 hover:bg-red-50'
        }`}
      >
        {user.blocked ? t('users.unblock') : t('users.block')}
      </button>
      {/* A role that holds the blog (the admin's) needs no switch: it is for everyone else. */}
      {can(user.role as Role, 'write:blog:any') ? (
        <span className="col-span-2 text-xs text-slate-600 lg:order-4 lg:col-span-1">
          {t('users.blogByRole')}
        </span>
      ) : (
        <label className="col-span-2 inline-flex w-fit cursor-pointer items-center gap-2 text-sm text-slate-800 lg:order-4 lg:col-span-1">
          <button
            type="button"
            role="switch"
            aria-checked={user.isBlogEditor}
            aria-label={t('users.blogEditorFor', { name: user.name })}
            disabled={setBlogEditor.isPending}
            onClick={switchBlogEditor}
            className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${
              user.isBlogEditor ? 'bg-ocean' : 'bg-slate-300'
            }`}
          >
            <span
              aria-hidden="true"
              className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
                user.isBlogEditor ? 'translate-x-5.5' : 'translate-x-0.5'
              }`}
            />
          </button>
          <span aria-hidden="true">{t('users.blogEditor')}</span>
        </label>
      )}
    </li>
  );
}
