import { Clock, type LucideIcon } from 'lucide-react';
import type { TFunction } from '../../../i18n/translator';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PublicLayout } from '../../../components/layout/public-layout';

/**
 * A form page: a sand hero with the page's h1 and promise, the form in a card under its heading,
 * and beside it (below it on phones) what happens next, any page-specific cards, and the
 * questions people ask. `copy` is the page's translator: every form page's namespace has
 * `next.{title,steps,response}` and `faq.{title,items}`.
 */
export function LeadPageLayout({
  eyebrow,
  title,
  intro,
  heroExtra,
  copy,
  asideExtra,
  formTitle,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  heroExtra?: ReactNode;
  copy: TFunction;
  asideExtra?: ReactNode;
  formTitle: string;
  children: ReactNode;
}) {
  return (
    <PublicLayout>
      <div className="bg-sand px-4 pt-10 pb-16 md:pt-14 md:pb-20">
        <div className="mx-auto max-w-[1200px]">
          <p className="text-sm font-semibold tracking-wide text-ocean uppercase">{eyebrow}</p>
          <h1 className="mt-2 max-w-3xl font-display text-3xl font-semibold text-navy md:text-5xl">
            {title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{intro}</p>
          {heroExtra}
        </div>
      </div>
      <div className="px-4 pb-16">
        <div className="mx-auto -mt-8 grid max-w-[1200px] gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-8">
            <h2 className="mb-6 text-2xl font-semibold text-navy">{formTitle}</h2>
            {children}
          </div>
          <aside className="flex min-w-0 flex-col gap-6 lg:pt-8">
            <NextSteps
              title={copy('next.title')}
              steps={copy('next.steps', { returnObjects: true }) as string[]}
              responseTime={copy('next.response')}
            />
            {asideExtra}
            <Faq
              title={copy('faq.title')}
              items={copy('faq.items', { returnObjects: true }) as { q: string; a: string }[]}
            />
          </aside>
        </div>
      </div>
    </PublicLayout>
  );
}

/** "What happens next": numbered steps and the promised response time. */
function NextSteps({
  title,
  steps,
  responseTime,
}: {
  title: string;
  steps: readonly string[];
  responseTime: string;
}) {
  return (
    <section className="rounded-2xl bg-navy p-6 text-white">
      <h2 className="text-lg font-semibold">{title}</h2>
      <ol className="mt-4 flex flex-col gap-3">
        {steps.map((step, i) => (
          <li key={step} className="flex gap-3 text-sm text-white/90">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-aqua font-semibold text-navy">
              {i + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
      <p className="mt-5 flex items-center gap-2 border-t border-white/20 pt-4 text-sm font-medium">
        <Clock className="size-4 text-aqua" aria-hidden="true" />
        {responseTime}
      </p>
    </section>
  );
}

/** Questions and answers, each one opening in place. */
function Faq({ title, items }: { title: string; items: readonly { q: string; a: string }[] }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 className="text-lg font-semibold text-navy">{title}</h2>
      <div className="mt-3 divide-y divide-slate-200">
        {items.map((item) => (
          <details key={item.q} className="group py-3">
            <summary className="cursor-pointer list-none font-medium text-navy marker:hidden focus:outline-none focus-visible:ring-2 focus-visible:ring-ocean/40">
              <span className="mr-2 inline-block text-ocean transition-transform group-open:rotate-90 motion-reduce:transition-none">
                ›
              </span>
              {item.q}
            </summary>
            <p className="mt-2 text-sm text-slate-700">{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

/** A short list of service cards above a form. */
export function ServiceCards({
  items,
}: {
  items: readonly { icon: LucideIcon; title: string; text: string }[];
}) {
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-xl bg-white/80 p-4 shadow-sm">
          <Icon className="size-6 text-ocean" aria-hidden="true" />
          <h2 className="mt-2 font-semibold text-navy">{title}</h2>
          <p className="mt-1 text-sm text-slate-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}

/** A sentence in the hero that points to a neighbouring page ("Several properties? …"). */
export function HeroLink({
  prompt,
  link,
  to,
  className = 'mt-4',
}: {
  prompt: string;
  link: string;
  to: string;
  className?: string;
}) {
  return (
    <p className={`${className} text-sm text-slate-700`}>
      {prompt}{' '}
      <Link to={to} className="font-semibold text-ocean underline underline-offset-4">
        {link}
      </Link>
    </p>
  );
}
