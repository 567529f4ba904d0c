import { act, render, screen } from '@testing-library/react';
import { startTransition, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../shared/language-path';
import { createTranslator, type Texts } from './translator';
import { TranslationProvider, useTranslation } from './use-translation';

/** A translator whose files arrive when the test releases them. */
function slowTranslator() {
  const pending: (() => void)[] = [];
  const files: Record<string, Texts> = {
    'en/inbox': { title: 'Inbox', count_one: '{{count}} new', count_other: '{{count}} new' },
    'en/leads': { heading: 'Leads' },
  };
  const translator = createTranslator({
    language: 'en',
    load: (language: Language, namespace: string) =>
      new Promise<Texts>((resolve) =>
        pending.push(() => resolve(files[`${language}/${namespace}`]!)),
      ),
  });
  const release = async () => {
    await act(async () => {
      pending.splice(0).forEach((resolve) => resolve());
    });
  };
  return { translator, release };
}

function Title() {
  const { t } = useTranslation(['inbox', 'leads']);
  return (
    <h1>
      {t('title')} · {t('leads:heading')} · {t('heading')}
    </h1>
  );
}

function Status() {
  const { t, ready } = useTranslation('inbox', { useSuspense: false });
  return <p>{ready ? t('count', { count: 2 }) : 'not ready'}</p>;
}

/** Asks for a hook after useTranslation: React must go on from where the component suspended. */
function Counted() {
  const { t } = useTranslation('inbox');
  const [count] = useState(2);
  return <p>{t('count', { count })}</p>;
}

describe('useTranslation', () => {
  afterEach(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  });

  it('goes on where a component suspended once its texts arrive, hooks after it included', async () => {
    // Outside act, as in the browser: React draws the suspended component again from its `use`.
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
    const errors: unknown[] = [];
    const translator = createTranslator({
      language: 'en',
      load: () => Promise.resolve({ count_one: '{{count}} new', count_other: '{{count}} new' }),
    });
    const container = document.createElement('div');
    const root = createRoot(container, {
      onUncaughtError: (error) => errors.push(error),
      onRecoverableError: (error) => errors.push(error),
    });
    startTransition(() =>
      root.render(
        <TranslationProvider translator={translator}>
          <Suspense fallback={<p>Loading</p>}>
            <Counted />
          </Suspense>
        </TranslationProvider>,
      ),
    );
    // React holds a fallback it has shown for 300 ms before it shows what replaces it.
    await vi.waitFor(() => expect(container.textContent).toBe('2 new'), { timeout: 2000 });
    expect(errors).toEqual([]);
    root.unmount();
  });

  it('suspends until its namespaces have loaded, then reads the first and prefixed others', async () => {
    const { translator, release } = slowTranslator();
    await act(async () => {
      render(
        <TranslationProvider translator={translator}>
          <Suspense fallback={<p>Loading</p>}>
            <Title />
          </Suspense>
        </TranslationProvider>,
      );
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await release();
    // Unprefixed keys come from the first namespace only, as with react-i18next.
    expect(await screen.findByRole('heading')).toHaveTextContent('Inbox · Leads · heading');
  });

  it('draws at once with ready false when told not to suspend, and again once loaded', async () => {
    const { translator, release } = slowTranslator();
    render(
      <TranslationProvider translator={translator}>
        <Status />
      </TranslationProvider>,
    );
    expect(screen.getByText('not ready')).toBeInTheDocument();
    await release();
    expect(await screen.findByText('2 new')).toBeInTheDocument();
  });

  it('shows keys without a provider, as a component tested on its own did before', () => {
    render(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('title · heading · heading');
  });

  it('tells the provider which namespaces the page asked for', () => {
    const asked = new Set<string>();
    const translator = createTranslator({ language: 'en', resources: { en: { inbox: {} } } });
    render(
      <TranslationProvider
        translator={translator}
        onNamespaces={(namespaces) => namespaces.forEach((ns) => asked.add(ns))}
      >
        <Title />
      </TranslationProvider>,
    );
    expect([...asked].sort()).toEqual(['inbox', 'leads']);
  });
});
