import { createContext, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { createTranslator, DEFAULT_NAMESPACE, type TFunction, type Translator } from './translator';

interface TranslationContextValue {
  translator: Translator;
  onNamespaces?: (namespaces: readonly string[]) => void;
}

/**
 * The translator of a component drawn without a provider (one tested on its own): every text
 * shows as its key, as it did with react-i18next and no instance, except the texts a test gives
 * it (tests/support/setup-dom.ts gives the English validation texts, which the app always has).
 */
export const standaloneTranslator = createTranslator({ language: 'en' });

const TranslationContext = createContext<TranslationContextValue>({
  translator: standaloneTranslator,
});

/**
 * Gives the tree its translator. `onNamespaces` hears every namespace a component asks for as it
 * draws: the server hands their texts to the browser with the page it drew.
 */
export function TranslationProvider({
  translator,
  onNamespaces,
  children,
}: {
  translator: Translator;
  onNamespaces?: (namespaces: readonly string[]) => void;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ translator, onNamespaces }), [translator, onNamespaces]);
  return <TranslationContext value={value}>{children}</TranslationContext>;
}

const asList = (namespaces: string | readonly string[]) =>
  typeof namespaces === 'string' ? [namespaces] : namespaces;

/**
 * `t` bound to the first namespace; the others are loaded too and read with `ns:key`. A component
 * whose namespaces are not loaded yet suspends until they are; with `useSuspense: false` it draws
 * at once with `ready` false, and again when they have loaded.
 */
export function useTranslation(
  namespaces: string | readonly string[] = DEFAULT_NAMESPACE,
  { useSuspense = true }: { useSuspense?: boolean } = {},
): { t: TFunction; i18n: Translator; ready: boolean } {
  const { translator, onNamespaces } = useContext(TranslationContext);
  const list = asList(namespaces);
  onNamespaces?.(list);
  const loaded = translator.isLoaded(list);
  const [, noteLoaded] = useReducer((loads: number) => loads + 1, 0);
  const waitsWithoutSuspense = !loaded && !useSuspense;
  useEffect(() => {
    if (!waitsWithoutSuspense) return;
    let mounted = true;
    void translator.loadNamespaces(asList(namespaces)).then(() => {
      if (mounted) noteLoaded();
    });
    return () => {
      mounted = false;
    };
  }, [translator, namespaces, waitsWithoutSuspense]);
  // Thrown, as react-i18next did, rather than given to `use`: React would draw the component
  // again from that `use`, which it no longer calls once the texts are there, and fail.
  if (!loaded && useSuspense) throw translator.loadNamespaces(list);
  const t = translator.getFixedT(translator.language, list[0] ?? DEFAULT_NAMESPACE);
  return { t, i18n: translator, ready: loaded || useSuspense };
}
