import { useEffect, useState, type RefObject } from 'react';
import type { Resolver } from 'react-hook-form';

/**
 * A zod schema, or a function that loads it. A form that is not its page's point (the inquiry at
 * the foot of a listing, the sign-in form) passes a loader: its validation, and zod with it, is
 * fetched when the visitor first moves into the form rather than with the page.
 */
export type SchemaSource<S> = S | (() => Promise<S>);

export interface DeferredResolver {
  resolver: Resolver;
  load: () => Promise<Resolver>;
}

/**
 * The schema as a form's resolver, with the resolver code (and a loaded schema) fetched on first
 * use. A failed fetch rejects the submit (the caller says the connection is the cause) and is
 * tried again on the next one.
 */
export function deferredResolver<S>(source: SchemaSource<S>): DeferredResolver {
  let ready: Promise<Resolver> | null = null;
  const load = () =>
    (ready ??= Promise.all([
      typeof source === 'function' ? (source as () => Promise<S>)() : source,
      import('@hookform/resolvers/zod'),
    ]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver,
      (err: unknown) => {
        ready = null;
        throw err;
      },
    ));
  const resolver: Resolver = async (values, context, options) =>
    (await load())(values, context, options);
  return { resolver, load };
}

/**
 * A form's deferred validation, fetched once the form is on the screen (`when: 'mounted'`, a form
 * that is its page's point) or when the visitor first moves into it (`when: 'focus'`). Either way
 * it is in before the submit; a failed fetch here is tried again by the submit.
 */
export function useDeferredResolver<S>(
  source: SchemaSource<S>,
  formRef: RefObject<HTMLFormElement | null>,
  when: 'mounted' | 'focus',
): DeferredResolver {
  const [validation] = useState(() => deferredResolver(source));
  useEffect(() => {
    const start = () => void validation.load().catch(() => undefined);
    if (when === 'mounted') return start();
    const element = formRef.current;
    element?.addEventListener('focusin', start, { once: true });
    return () => element?.removeEventListener('focusin', start);
  }, [when, formRef, validation]);
  return validation;
}
