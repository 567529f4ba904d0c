import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { PARTY_ROLES, type PartyRole } from '../../../../shared/contract-terms';
import { SelectField, SelectOptions, TextField } from '../../../components/ui/form-field';

export interface PartyRowInput {
  key: string;
  name: string;
  email: string;
  role: PartyRole;
}

let nextKey = 0;
export const newParty = (p: Partial<PartyRowInput> = {}): PartyRowInput => ({
  key: `party-${(nextKey += 1)}`,
  name: '',
  email: '',
  role: 'signer',
  ...p,
});

/**
 * The parties in signing order. Signer numbers in the text count the parties who sign or
 * approve, in this order; copy recipients are not counted.
 */
export function PartiesEditor({
  parties,
  onChange,
  errors,
}: {
  parties: PartyRowInput[];
  onChange: (next: PartyRowInput[]) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('contracts');
  const update = (i: number, patch: Partial<PartyRowInput>) =>
    onChange(parties.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  const move = (i: number, by: number) => {
    const next = [...parties];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    onChange(next);
  };
  // Signer numbers count the parties who sign or approve, in order.
  const numbers = parties.map(
    (_, i) => parties.slice(0, i + 1).filter((p) => p.role !== 'copy').length,
  );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-navy">{t('editor.parties')}</legend>
      <p className="text-sm text-slate-600">{t('editor.partiesHint')}</p>
      {errors.parties && (
        <p role="alert" className="text-sm text-red-700">
          {errors.parties}
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {parties.map((party, i) => {
          const number = party.role === 'copy' ? null : numbers[i];
          return (
            <li key={party.key} className="rounded-lg border border-slate-200 p-3">
              <div className="mb-2 flex items-center justify-between gap-2">
                <span className="text-sm font-semibold text-navy">
                  {number ? t('editor.signerN', { n: number }) : t('role.copy')}
                </span>
                <div className="flex gap-1">
                  <button
                    type="button"
                    aria-label={t('editor.moveUp', { name: party.name || i + 1 })}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                    className="rounded p-1.5 text-slate-700 hover:bg-slate-100 disabled:opacity-30"
                  >
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    aria-label={t('editor.moveDown', { name: party.name || i + 1 })}
                    disabled={i === parties.length - 1}
                    onClick={() => move(i, 1)}
                    className="rounded p-1.5 text-slate-700 hover:bg-slate-100 disabled:opacity-30"
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    aria-label={t('editor.remove', { name: party.name || i + 1 })}
                    onClick={() => onChange(parties.filter((_, j) => j !== i))}
                    className="rounded p-1.5 text-red-700 hover:bg-red-50"
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </div>
              </div>
              <div className="grid gap-3 sm:grid-cols-[2fr_2fr_1fr]">
                <TextField
                  label={t('editor.partyName')}
                  value={party.name}
                  onChange={(e) => update(i, { name: e.target.value })}
                  error={errors[`parties.${i}.name`]}
                  autoComplete="off"
                />
                <TextField
                  label={t('editor.partyEmail')}
                  type="email"
                  value={party.email}
                  onChange={(e) => update(i, { email: e.target.value })}
                  error={errors[`parties.${i}.email`]}
                  autoComplete="off"
                />
                <SelectField
                  label={t('editor.partyRole')}
                  value={party.role}
                  onChange={(e) => update(i, { role: e.target.value as PartyRole })}
                  error={errors[`parties.${i}.role`]}
                >
                  <SelectOptions values={PARTY_ROLES} label={(r) => <>{t(`role.${r}`)}</>} />
                </SelectField>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        onClick={() => onChange([...parties, newParty()])}
        className="self-start rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        {t('editor.addParty')}
      </button>
    </fieldset>
  );
}
