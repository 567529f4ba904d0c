import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TFunction } from '../../../i18n/translator';

// Content blocks for the informational part of a form page (notices, guidelines, timelines,
// costs): the hero's card grid and the cards beside the form.

const gridColumns = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

export interface InfoCard {
  icon: LucideIcon;
  title: string;
  text: string;
  /** A short figure or tag above the title ("3 business days"). */
  badge?: string;
}

/** Cards on the sand hero; `heading` names the group for screen readers and the eye. */
export function InfoCards({
  heading,
  items,
  columns = 3,
}: {
  heading: string;
  items: readonly InfoCard[];
  columns?: keyof typeof gridColumns;
}) {
  return (
    <section className="mt-10" aria-label={heading}>
      <h2 className="text-xl font-semibold text-navy md:text-2xl">{heading}</h2>
      <ul className={`mt-4 grid gap-4 ${gridColumns[columns]}`}>
        {items.map(({ icon: Icon, title, text, badge }) => (
          <li key={title} className="flex flex-col rounded-xl bg-white/85 p-5 shadow-sm">
            <div className="flex items-center justify-between gap-3">
              <Icon className="size-6 shrink-0 text-ocean" aria-hidden="true" />
              {badge && (
                <span className="rounded-full bg-navy px-2.5 py-0.5 text-xs font-semibold text-white">
                  {badge}
                </span>
              )}
            </div>
            <h3 className="mt-3 font-semibold text-navy">{title}</h3>
            <p className="mt-1 text-sm text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The cards a page's texts list under `<section>.heading` and `.items`, an icon each in order. */
export function CopyCards({
  copy,
  section,
  icons,
  columns,
}: {
  copy: TFunction;
  section: string;
  icons: readonly [LucideIcon, ...LucideIcon[]];
  columns?: keyof typeof gridColumns;
}) {
  const items = copy(`${section}.items`, { returnObjects: true }) as Omit<InfoCard, 'icon'>[];
  return (
    <InfoCards
      heading={copy(`${section}.heading`)}
      columns={columns}
      items={items.map((item, i) => ({ ...item, icon: icons[i] ?? icons[0] }))}
    />
  );
}

/**
 * A lead page's hero made of its namespace's `section` cards alone (the services of the
 * association page, the eviction notices…), as a spec's Hero.
 */
export function copyCardsHero(
  section: string,
  icons: readonly [LucideIcon, ...LucideIcon[]],
  columns?: keyof typeof gridColumns,
) {
  return function CopyCardsHero({ t }: { t: TFunction }) {
    return <CopyCards copy={t} section={section} icons={icons} columns={columns} />;
  };
}

/** A white card beside the form with a heading and any content. */
export function InfoPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 className="text-lg font-semibold text-navy">{title}</h2>
      <div className="mt-3 text-sm text-slate-700">{children}</div>
    </section>
  );
}

/** Steps with how long each takes, e.g. the court calendar of an eviction. */
export function Timeline({
  title,
  steps,
  note,
}: {
  title: string;
  steps: readonly { when: string; title: string; text: string }[];
  note?: string;
}) {
  return (
    <InfoPanel title={title}>
      <ol className="flex flex-col">
        {steps.map((step, i) => (
          <li key={step.title} className="relative flex gap-3 pb-4 last:pb-0">
            {i < steps.length - 1 && (
              <span
                className="absolute top-6 bottom-0 left-[11px] w-px bg-slate-200"
                aria-hidden="true"
              />
            )}
            <span className="relative flex size-6 shrink-0 items-center justify-center rounded-full bg-ocean text-xs font-semibold text-white">
              {i + 1}
            </span>
            <div>
              <p className="text-xs font-semibold tracking-wide text-ocean uppercase">
                {step.when}
              </p>
              <p className="font-medium text-navy">{step.title}</p>
              <p className="mt-0.5">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      {note && <p className="mt-4 border-t border-slate-200 pt-3 text-xs text-slate-600">{note}</p>}
    </InfoPanel>
  );
}

/** Two-column figures (a cost, a fee split) with an optional footnote. */
export function FigureTable({
  title,
  caption,
  rows,
  note,
}: {
  title: string;
  /** Accessible name of the table. */
  caption: string;
  rows: readonly { label: string; value: string }[];
  note?: string;
}) {
  return (
    <InfoPanel title={title}>
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-slate-200 last:border-0">
              <th scope="row" className="py-2 pr-3 font-normal text-slate-700">
                {row.label}
              </th>
              <td className="py-2 text-right font-semibold whitespace-nowrap text-navy">
                {row.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {note && <p className="mt-3 text-xs text-slate-600">{note}</p>}
    </InfoPanel>
  );
}

/** The figures a page's texts hold under `<section>.title`, `.rows` and `.note`. */
export function CopyFigures({ copy, section }: { copy: TFunction; section: string }) {
  return (
    <FigureTable
      title={copy(`${section}.title`)}
      caption={copy(`${section}.title`)}
      rows={copy(`${section}.rows`, { returnObjects: true }) as { label: string; value: string }[]}
      note={copy(`${section}.note`)}
    />
  );
}

/** A value list whose labels have a description each (`<group>.<value>.{label,description}`). */
export function describedOptions(copy: TFunction, group: string, values: readonly string[]) {
  const texts = copy(group, { returnObjects: true }) as Record<
    string,
    { label: string; description: string }
  >;
  return values.map((value) => ({
    value,
    label: texts[value]?.label ?? value,
    description: texts[value]?.description,
  }));
}
