import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import leads from '../../../i18n/locales/en/leads.json';
import unitContact from '../../../i18n/locales/en/leads-unit-contact.json';
import leadsEs from '../../../i18n/locales/es/leads.json';
import unitContactEs from '../../../i18n/locales/es/leads-unit-contact.json';
import { UnitContactForm } from './unit-contact-form';
import { createTranslator } from '../../../i18n/translator';
import { ENGLISH_VALIDATION_TEXTS } from '../../../../../tests/support/validation-texts';
import { TranslationProvider } from '../../../i18n/use-translation';

vi.mock('../../../lib/session/session-context', () => ({
  useSession: () => ({ user: null, api: vi.fn() }),
}));

const UNIT = '3f0c6a52-8d7e-4c1b-9a4f-2b6e1d7c5a90';
const LISTING = '8b2d4e61-1c3a-4f5e-b7d9-0a6c2e4f8b13';

const translator = createTranslator({
  language: 'en',
  resources: {
    en: { leads, 'leads-unit-contact': unitContact, validation: ENGLISH_VALIDATION_TEXTS },
  },
});
const spanish = createTranslator({
  language: 'es',
  resources: {
    en: { leads, 'leads-unit-contact': unitContact, validation: ENGLISH_VALIDATION_TEXTS },
    es: { leads: leadsEs, 'leads-unit-contact': unitContactEs },
  },
});
afterEach(() => vi.unstubAllGlobals());

function ThankYou() {
  const { search } = useLocation();
  return <p>Thanked with {search}</p>;
}

function renderForm(readingIn = translator) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TranslationProvider translator={readingIn}>
        <MemoryRouter initialEntries={['/community/harbour-pointe/u1']}>
          <Routes>
            <Route
              path="/community/:condo/:id"
              element={<UnitContactForm unitId={UNIT} listingId={LISTING} />}
            />
            <Route path="/thank-you" element={<ThankYou />} />
          </Routes>
        </MemoryRouter>
      </TranslationProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('UnitContactForm', () => {
  it('shows each error beside its field, focuses the first and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    const name = screen.getByLabelText('Full name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText(/^Your message/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Preferred tour date/)).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the unit and listing with the inquiry and lands on /thank-you with the reference', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ id: 'l1', reference: 'UNIT-2026-000042' }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = renderForm();
    await user.type(screen.getByLabelText('Full name'), 'Nadia Brooks');
    await user.type(screen.getByLabelText(/^E-mail/), 'nadia@example.org');
    await user.type(screen.getByLabelText(/^Phone/), '305 555 0190');
    await user.type(screen.getByLabelText(/^Your message/), 'Is the boat slip included?');
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(
      await screen.findByText('Thanked with ?ref=UNIT-2026-000042&kind=unit-contact'),
    ).toBeInTheDocument();
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/leads/unit-contact');
    expect(JSON.parse(init.body as string)).toMatchObject({
      unitId: UNIT,
      listingId: LISTING,
      message: 'Is the boat slip included?',
      contact: { name: 'Nadia Brooks', email: 'nadia@example.org', phone: '305 555 0190' },
      tourDate: '',
    });
  });

  it('on a Spanish page, asks for the confirmation e-mail in Spanish', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ id: 'l1', reference: 'UNIT-2026-000043' }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = renderForm(spanish);
    await user.type(screen.getByLabelText('Nombre completo'), 'Nadia Brooks');
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'nadia@example.org');
    await user.type(screen.getByLabelText(/^Teléfono/), '305 555 0190');
    await user.type(screen.getByLabelText(/^Tu mensaje/), '¿Incluye el muelle?');
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [path] = fetchMock.mock.calls[0] as unknown as [string];
    expect(path).toBe('/api/leads/unit-contact?language=es');
  });
});
