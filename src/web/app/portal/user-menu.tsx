import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Languages, LogOut } from 'lucide-react';
import { changeLanguage, type Language } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { roleLabel } from '../../lib/role-label';
import { useSession } from '../../lib/session/session-context';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts;
  return letters.map((p) => p[0]!.toUpperCase()).join('') || '?';
}

/** The signed-in person's name, e-mail and the way out. */
export function UserMenu() {
  const { t, i18n } = useTranslation('portal');
  const { user, role, logout, api, impersonatedRole } = useSession();
  const otherLanguage: Language = i18n.resolvedLanguage === 'es' ? 'en' : 'es';
  const navigate = useNavigate();
  if (!user) return null;

  // The account's e-mails follow the language it reads the portal in. An admin viewing as
  // someone reads in their own language and changes nothing of the other account's.
  const switchLanguage = async () => {
    if (!impersonatedRole) {
      await api('/api/auth/me', { method: 'PATCH', body: { language: otherLanguage } }).catch(
        () => undefined, // the page still changes language; the e-mails keep the old one
      );
    }
    changeLanguage(otherLanguage);
  };

  const signOut = async () => {
    await logout();
    // An explicit sign-out should not bounce back to the page it left.
    await navigate('/auth', { replace: true });
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full py-1 pr-1 pl-1 text-sm font-medium text-navy hover:bg-slate-100 data-[state=open]:bg-slate-100 md:pr-3"
        aria-label={t('userMenu.open', { name: user.name })}
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-navy text-xs font-semibold text-white ring-2 ring-aqua/60"
        >
          {initials(user.name)}
        </span>
        <span className="hidden max-w-40 truncate md:inline">{user.name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block text-sm font-semibold text-navy">{user.name}</span>
            <span className="block truncate text-xs text-slate-600">{user.email}</span>
            {role && (
              <span className="mt-2 inline-block rounded-full bg-ocean/10 px-2 py-0.5 text-xs font-semibold text-ocean">
                {roleLabel(role, t)}
              </span>
            )}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {/* Named in the other language, so that whoever reads only that one finds it. */}
          <DropdownMenu.Item
            lang={otherLanguage}
            onSelect={() => void switchLanguage()}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-ocean/10 data-[highlighted]:text-navy"
          >
            <Languages className="size-4" aria-hidden="true" />
            {otherLanguage === 'es' ? 'Español' : 'English'}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={() => void signOut()}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-ocean/10 data-[highlighted]:text-navy"
          >
            <LogOut className="size-4" aria-hidden="true" />
            {t('userMenu.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
