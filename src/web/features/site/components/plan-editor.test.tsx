import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Plan } from '../../../../shared/schemas/plans';
import management from '../../../i18n/locales/en/management.json';
import en from '../../../i18n/locales/en/plans-admin.json';
import { ApiError } from '../../../lib/api-error';
import { PlanEditor } from './plan-editor';
import { createTranslator } from '../../../i18n/translator';
import { ENGLISH_VALIDATION_TEXTS } from '../../../../../tests/support/validation-texts';
import { TranslationProvider } from '../../../i18n/use-translation';

const mocks = vi.hoisted(() => ({ api: vi.fn(), showToast: vi.fn(), onDone: vi.fn() }));
vi.mock('../../../lib/session/session-context', () => ({ useSession: () => ({ api: mocks.api }) }));
vi.mock('../../../lib/toast', () => ({ showToast: mocks.showToast }));

const translator = createTranslator({
  language: 'en',
  resources: { en: { 'plans-admin': en, management, validation: ENGLISH_VALIDATION_TEXTS } },
});
beforeEach(() => {
  mocks.api.mockReset();
  mocks.showToast.mockReset();
  mocks.onDone.mockReset();
});

const plan: Plan = {
  id: '7d0c9a8e-4a55-4c1f-9d0e-1f2a3b4c5d6e',
  slug: 'harbor',
  name: 'Harbor',
  summary: { en: 'Leasing and rent collection.', es: '' },
  percentOfRentBasisPoints: 800,
  monthlyFeeCents: null,
  setupFeeCents: 0,
  currency: 'USD',
  features: [
    { key: 'rent-collection', label: { en: 'Rent collection', es: '' }, detail: null },
    { key: 'inspections', label: { en: 'Inspections', es: '' }, detail: null },
  ],
  highlighted: false,
  sort: 1,
};

function renderEditor() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TranslationProvider translator={translator}>
        <PlanEditor
          plan={plan}
          knownKeys={['rent-collection', 'storm-prep']}
          onDone={mocks.onDone}
        />
      </TranslationProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** Pastes instead of typing key by key: the same events a form sees, much faster. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

const feature = (number: number) => screen.getByRole('group', { name: `Feature ${number}` });

describe('PlanEditor', { timeout: 30_000 }, () => {
  it('saves a flat fee, a reordered and a new feature in the API units', async () => {
    mocks.api.mockResolvedValue({ ...plan, name: 'Harbor Plus' });
    const user = renderEditor();
    await waitFor(() => expect(screen.getByLabelText('Plan name')).toHaveFocus());
    await user.clear(screen.getByLabelText('Plan name'));
    await fill(user, screen.getByLabelText('Plan name'), 'Harbor Plus');
    await user.click(screen.getByRole('radio', { name: 'A flat fee per month' }));
    await fill(user, screen.getByLabelText('Monthly fee (USD)'), '1,249.50');
    // The public pages round a plan's fee to whole dollars: a marketing price.
    expect(screen.getByText('Shown as: $1,250 a month, flat')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move feature 2 up' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move feature 1 down' })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: 'Add a feature' }));
    await waitFor(() => expect(within(feature(3)).getByLabelText('Key')).toHaveFocus());
    await fill(user, within(feature(3)).getByLabelText('Key'), 'storm-prep');
    await fill(user, within(feature(3)).getByLabelText('Name (English)'), 'Hurricane preparation');
    await fill(user, within(feature(3)).getByLabelText('Detail (English, optional)'), 'Shutters');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));

    await waitFor(() => expect(mocks.onDone).toHaveBeenCalled());
    expect(mocks.api).toHaveBeenCalledWith(`/api/admin/plans/${plan.id}`, {
      method: 'PUT',
      body: {
        name: 'Harbor Plus',
        summary: plan.summary,
        percentOfRentBasisPoints: null,
        monthlyFeeCents: 124950,
        setupFeeCents: 0,
        features: [
          plan.features[1],
          plan.features[0],
          {
            key: 'storm-prep',
            label: { en: 'Hurricane preparation', es: '' },
            detail: { en: 'Shutters', es: '' },
          },
        ],
        highlighted: false,
        sort: 1,
      },
    });
    expect(mocks.showToast).toHaveBeenCalledWith(
      'success',
      'Plan “Harbor Plus” saved. /managed and /compare show it now.',
    );
  });

  it('checks in the browser first and sends nothing that the schema refuses', async () => {
    const user = renderEditor();
    await user.clear(screen.getByLabelText('Plan name'));
    await user.clear(within(feature(2)).getByLabelText('Key'));
    await fill(user, within(feature(2)).getByLabelText('Key'), 'rent-collection');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));

    expect(await screen.findByText('Enter the plan name')).toBeInTheDocument();
    expect(screen.getByLabelText('Plan name')).toHaveFocus();
    expect(within(feature(2)).getByLabelText('Key')).toHaveAccessibleDescription(
      'Another feature of this plan already uses this key',
    );
    expect(within(feature(1)).getByLabelText('Key')).not.toHaveAttribute('aria-invalid');
    expect(mocks.api).not.toHaveBeenCalled();
  });

  it('puts the server’s field errors next to their fields', async () => {
    mocks.api.mockRejectedValue(
      new ApiError(400, {
        error: 'validation',
        message: 'features.1.label.en: Too close to another plan',
        fields: {
          'features.1.label.en': 'Too close to another plan',
          percentOfRentBasisPoints: 'Set either a percentage of rent or a flat monthly fee',
        },
      }),
    );
    const user = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Save plan' }));

    const label = await within(feature(2)).findByLabelText('Name (English)');
    await waitFor(() => expect(label).toHaveAccessibleDescription('Too close to another plan'));
    // The hint stays and the reason follows it.
    expect(screen.getByLabelText('Percentage of collected rent (%)')).toHaveAccessibleDescription(
      'Up to 2 decimals, for example 8 or 8.25. Set either a percentage of rent or a flat monthly fee',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mocks.onDone).not.toHaveBeenCalled();
  });

  it('shows an error that belongs to no field above the buttons', async () => {
    mocks.api.mockRejectedValue(
      new ApiError(404, { error: 'not_found', message: 'Plan not found' }),
    );
    const user = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Plan not found');
  });
});
