import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { standaloneTranslator } from '../../../i18n/use-translation';
import { siteKeys } from '../../../lib/site-settings-query';
import pay from '../../../i18n/locales/en/pay.json';
import PayPage from './pay-page';

const session = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('../../../lib/session/session-context', () => ({ useSession: () => session.current }));
vi.mock('../../../components/layout/public-layout', () => ({
  PublicLayout: ({ children }: { children: ReactNode }) => <main>{children}</main>,
}));
vi.mock('../components/visitor-pay', () => ({ VisitorPay: () => <p>visitor form</p> }));
vi.mock('../components/resident-pay', () => ({ ResidentPay: () => <p>resident form</p> }));

standaloneTranslator.addTexts({ en: { pay } });

beforeEach(() => {
  session.current = {
    user: null,
    role: null,
    realRole: null,
    impersonatedRole: null,
    loading: false,
  };
});

function renderWith(processor: 'sandbox' | 'stripe') {
  const client = new QueryClient();
  client.setQueryData(siteKeys.settings(), {
    paymentProcessor: {
      name: processor,
      publishableKey: processor === 'stripe' ? 'pk_test_1' : null,
    },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PayPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/pay and the configured processor', () => {
  it('offers the forms where the browser can reach the processor (the sandbox)', () => {
    renderWith('sandbox');
    expect(screen.getByText('visitor form')).toBeTruthy();
  });

  it('says online payment is not available, with no form, while Stripe.js is not wired in', () => {
    renderWith('stripe');
    expect(
      screen.getByRole('heading', { name: 'Online payment is not available yet' }),
    ).toBeTruthy();
    expect(screen.queryByText('visitor form')).toBeNull();
  });

  it('sends a resident back to the portal instead of a form that would fail', () => {
    session.current = {
      ...session.current,
      user: { id: 'u1' },
      role: 'resident',
      realRole: 'resident',
    };
    renderWith('stripe');
    expect(screen.queryByText('resident form')).toBeNull();
    expect(screen.getByRole('link', { name: /portal/i }).getAttribute('href')).toBe('/portal');
  });
});
