import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import leads from '../../../i18n/locales/en/leads.json';
import { PlanChoice } from './plan-fields';
import { createTranslator } from '../../../i18n/translator';
import { TranslationProvider } from '../../../i18n/use-translation';

const translator = createTranslator({ language: 'en', resources: { en: { leads } } });
afterEach(() => vi.unstubAllGlobals());

const plan = (slug: string, name: string, summary: string, sort: number) => ({
  id: slug,
  slug,
  name,
  summary: { en: summary, es: '' },
  percentOfRentBasisPoints: 1000,
  monthlyFeeCents: null,
  setupFeeCents: 0,
  currency: 'USD',
  features: [],
  highlighted: false,
  sort,
});

function Form({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: { plan: '' } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

function renderChoice() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <TranslationProvider translator={translator}>
        <Form>
          <PlanChoice name="plan" legend="Plan" hint="Compare the plans first." />
        </Form>
      </TranslationProvider>
    </QueryClientProvider>,
  );
}

describe('PlanChoice', () => {
  it('offers the plans the server publishes, then "help me choose"', async () => {
    const plans = [
      plan('harbor', 'Harbor', 'Leasing and rent collection.', 1),
      plan('marina-plus', 'Marina Plus', 'Everything, plus storm care.', 2),
    ];
    const fetchMock = vi.fn(
      async (_url: string) => new Response(JSON.stringify({ plans }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderChoice();
    expect(await screen.findByRole('radio', { name: /^Harbor/ })).toHaveAttribute(
      'value',
      'harbor',
    );
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual([
      'harbor',
      'marina-plus',
      'undecided',
    ]);
    expect(screen.getByText('Everything, plus storm care.')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Not sure yet – help me choose' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Plan' })).toHaveAccessibleDescription(
      'Compare the plans first.',
    );
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/plans$/);
  });

  it('still lets the owner ask for advice when the plans cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'internal' }), { status: 500 })),
    );
    renderChoice();
    expect(await screen.findByText(/We could not load our plans just now/)).toBeVisible();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['undecided']);
  });
});
