import { Check } from 'lucide-react';

/** The steps as a numbered list; the current one is marked for screen readers too. */
export function WizardProgress({
  steps,
  current,
  label,
}: {
  steps: readonly string[];
  current: number;
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {steps.map((title, i) => {
          const state = i < current ? 'done' : i === current ? 'current' : 'todo';
          return (
            <li
              key={title}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex items-center gap-2"
            >
              <span
                className={`flex size-6 items-center justify-center rounded-full text-xs font-semibold ${
                  state === 'todo'
                    ? 'border border-slate-300 text-slate-600'
                    : 'bg-ocean text-white'
                }`}
              >
                {state === 'done' ? <Check className="size-3.5" aria-hidden="true" /> : i + 1}
              </span>
              <span className={state === 'current' ? 'font-semibold text-navy' : 'text-slate-600'}>
                {title}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
