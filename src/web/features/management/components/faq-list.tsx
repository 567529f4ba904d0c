import { ChevronDown } from 'lucide-react';

/** Questions as native <details>: keyboard and screen-reader friendly with no script. */
export function FaqList({ items }: { items: Array<{ q: string; a: string }> }) {
  return (
    <div className="flex max-w-3xl flex-col divide-y divide-navy/10 border-y border-navy/10">
      {items.map((item) => (
        <details key={item.q} className="group py-2">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-lg py-2 text-lg font-semibold text-navy [&::-webkit-details-marker]:hidden">
            {item.q}
            <ChevronDown
              className="h-5 w-5 shrink-0 text-ocean transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="pb-4 text-navy/80">{item.a}</p>
        </details>
      ))}
    </div>
  );
}
