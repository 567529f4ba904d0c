import { Building2, CreditCard } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';

/** Card or bank account (ACH), as two large choices; the fee line below follows the choice. */
export function MethodChoice({
  value,
  onChange,
  disabled,
}: {
  value: 'card' | 'ach';
  onChange: (method: 'card' | 'ach') => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('pay');
  const options = [
    {
      value: 'card' as const,
      icon: CreditCard,
      label: t('method.card'),
      hint: t('method.cardHint'),
    },
    { value: 'ach' as const, icon: Building2, label: t('method.ach'), hint: t('method.achHint') },
  ];
  return (
    <fieldset>
      <legend className="text-sm font-medium text-navy">{t('method.legend')}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-ocean has-[:checked]:ring-2 has-[:checked]:ring-ocean/30"
          >
            <input
              type="radio"
              name="method"
              value={o.value}
              checked={value === o.value}
              disabled={disabled}
              onChange={() => onChange(o.value)}
              className="mt-1 size-4 shrink-0 accent-ocean"
            />
            <o.icon className="mt-0.5 size-5 shrink-0 text-ocean" aria-hidden="true" />
            <span>
              <span className="block font-medium text-slate-900">{o.label}</span>
              <span className="block text-sm text-slate-600">{o.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
