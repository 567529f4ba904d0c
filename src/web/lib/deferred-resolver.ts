import type { Resolver } from 'react-hook-form';

/**
 * A zod schema, or a function that loads it. A form that is not its page's point (the inquiry at
 * the foot of a listing, the sign-in form) passes a loader: its validation, and zod with it, is
 * fetched when the visitor first moves into the form rather than with the page.
 */
export type SchemaSource<S> = S | (() => Promise<S>);

/**
 * The schema as a form's resolver, with the resolver code (and a loaded schema) fetched on first
 * use. A failed fetch rejects the submit (the caller says the connection is the cause) and is
 * tried again on the next one.
 */
export function deferredResolver<S>(source: SchemaSource<S>) {
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
