import { useTranslation } from '../../../i18n/use-translation';
import type { ContractStatus, PartyStatus } from '../../../../shared/contract-terms';

// Each pair is at least 4.5:1 (the -800 text on its -100 background).
const TONES: Record<ContractStatus, string> = {
  draft: 'bg-slate-200 text-slate-800',
  sent: 'bg-sky-100 text-sky-800',
  partly_signed: 'bg-indigo-100 text-indigo-800',
  completed: 'bg-emerald-100 text-emerald-800',
  declined: 'bg-red-100 text-red-800',
  expired: 'bg-amber-100 text-amber-800',
  void: 'bg-slate-200 text-slate-700',
};

const PARTY_TONES: Record<PartyStatus, string> = {
  waiting: 'bg-slate-100 text-slate-700',
  sent: 'bg-sky-100 text-sky-800',
  opened: 'bg-indigo-100 text-indigo-800',
  signed: 'bg-emerald-100 text-emerald-800',
  declined: 'bg-red-100 text-red-800',
  copy: 'bg-slate-100 text-slate-700',
};

const pill =
  'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation('contracts');
  return <span className={`${pill} ${TONES[status]}`}>{t(`status.${status}`)}</span>;
}

export function PartyStatusBadge({ status }: { status: PartyStatus }) {
  const { t } = useTranslation('contracts');
  return <span className={`${pill} ${PARTY_TONES[status]}`}>{t(`partyStatus.${status}`)}</span>;
}
