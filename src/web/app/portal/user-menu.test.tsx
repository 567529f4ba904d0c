import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserMenu } from './user-menu';

const session = vi.hoisted(() => ({
  current: {} as {
    user: { id: string; name: string; email: string };
    role: string;
    impersonatedRole: string | null;
    logout: () => Promise<void>;
    api: (path: string, init?: { method?: string; body?: unknown }) => Promise<unknown>;
  },
}));
const changeLanguage = vi.hoisted(() => vi.fn());

vi.mock('../../lib/session/session-context', () => ({ useSession: () => session.current }));
vi.mock('../../i18n/i18n', () => ({ changeLanguage }));

beforeEach(() => {
  changeLanguage.mockReset();
  session.current = {
    user: { id: 'u1', name: 'Ana Reyes', email: 'ana@example.org' },
    role: 'resident',
    impersonatedRole: null,
    logout: async () => undefined,
    api: vi.fn(async () => ({})),
  };
});

function chooseSpanish() {
  render(
    <MemoryRouter>
      <UserMenu />
    </MemoryRouter>,
  );
  fireEvent.keyDown(screen.getByRole('button'), { key: 'Enter' });
  fireEvent.click(screen.getByRole('menuitem', { name: 'Español' }));
}

describe('UserMenu: the language', () => {
  it('keeps the choice on the account, for its e-mails, then opens the page in Spanish', async () => {
    chooseSpanish();
    await waitFor(() => expect(changeLanguage).toHaveBeenCalledWith('es'));
    expect(session.current.api).toHaveBeenCalledWith('/api/auth/me', {
      method: 'PATCH',
      body: { language: 'es' },
    });
  });

  it('still changes the page when the account could not be saved', async () => {
    session.current.api = vi.fn(async () => {
      throw new Error('offline');
    });
    chooseSpanish();
    await waitFor(() => expect(changeLanguage).toHaveBeenCalledWith('es'));
  });

  it('changes nothing of the account an admin views as', async () => {
    session.current.impersonatedRole = 'resident';
    chooseSpanish();
    await waitFor(() => expect(changeLanguage).toHaveBeenCalledWith('es'));
    expect(session.current.api).not.toHaveBeenCalled();
  });
});
