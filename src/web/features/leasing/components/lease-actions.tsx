import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useActivateLease, useCancelLease } from '../api/mutations';
import type { LeaseWithLedger } from '../api/queries';
import { ChargeForm } from './charge-form';
import { EndLeaseForm } from './end-lease-form';
import { FormDialog } from '../../../components/ui/form-dialog';
import { NoticeForm } from './notice-form';
import { PaymentForm } from './payment-form';
import { RenewForm } from './renew-form';

type Action = 'activate' | 'cancel' | 'notice' | 'end' | 'renew' | 'charge' | 'payment';

/** Which actions a lease in this state takes (the API refuses the others with a 409). */
export function actionsFor(lease: Pick<LeaseWithLedger, 'status' | 'renewedBy'>): Action[] {
  const ledger: Action[] = ['payment', 'charge'];
  switch (lease.status) {
    case 'draft':
      return ['activate', 'cancel'];
    case 'active':
      return [...ledger, 'notice', ...(lease.renewedBy ? [] : (['renew'] as const)), 'end'];
    case 'notice_given':
      return [...ledger, ...(lease.renewedBy ? [] : (['renew'] as const)), 'end'];
    case 'ended':
      return ledger;
    case 'cancelled':
      return [];
  }
}

const buttonClass = {
  primary: 'bg-ocean text-white hover:bg-ocean-dark',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  danger: 'border border-red-300 bg-white text-red-800 hover:bg-red-50',
};
const TONE: Record<Action, keyof typeof buttonClass> = {
  activate: 'primary',
  payment: 'primary',
  charge: 'secondary',
  notice: 'secondary',
  renew: 'secondary',
  cancel: 'danger',
  end: 'danger',
};

/** An admin's buttons for this lease, each opening its form or asking once before it acts. */
export function LeaseActions({ lease, leasePath }: { lease: LeaseWithLedger; leasePath: string }) {
  const { t } = useTranslation('leases');
  const [open, setOpen] = useState<Action | null>(null);
  const activate = useActivateLease();
  const cancel = useCancelLease();
  const close = () => {
    setOpen(null);
    // A refusal shown in a dialog belongs to that attempt, not to the next opening.
    activate.reset();
    cancel.reset();
  };
  const actions = actionsFor(lease);
  if (actions.length === 0) return null;

  const confirm = async (mutation: typeof activate, done: string) => {
    try {
      await mutation.mutateAsync({ leaseId: lease.id });
      toast.success(done);
      close();
    } catch {
      // The dialog shows the mutation's error and stays open for another try.
    }
  };
  const dialogProps = (action: Action) => ({
    open: open === action,
    onOpenChange: (next: boolean) => (next ? setOpen(action) : close()),
    title: t(`actions.${action}Title`),
  });

  return (
    <section aria-labelledby="lease-actions" className="flex flex-col gap-2">
      <h2 id="lease-actions" className="sr-only">
        {t('actions.heading')}
      </h2>
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            onClick={() => setOpen(action)}
            className={`rounded-lg px-4 py-2 text-sm font-semibold ${buttonClass[TONE[action]]}`}
          >
            {t(`actions.${action}`)}
          </button>
        ))}
      </div>

      <ConfirmDialog
        {...dialogProps('activate')}
        description={t('actions.activateText')}
        confirmLabel={t('actions.activate')}
        cancelLabel={t('actions.cancelForm')}
        busy={activate.isPending}
        error={activate.error?.message ?? null}
        onConfirm={() => void confirm(activate, t('actions.activated'))}
      />
      <ConfirmDialog
        {...dialogProps('cancel')}
        destructive
        description={t('actions.cancelText')}
        confirmLabel={t('actions.cancel')}
        cancelLabel={t('actions.keepDraft')}
        busy={cancel.isPending}
        error={cancel.error?.message ?? null}
        onConfirm={() => void confirm(cancel, t('actions.cancelled'))}
      />
      <FormDialog
        {...dialogProps('payment')}
        description={t('payment.intro')}
        closeLabel={t('actions.close')}
      >
        <PaymentForm leaseId={lease.id} balanceCents={lease.ledger.balanceCents} onDone={close} />
      </FormDialog>
      <FormDialog
        {...dialogProps('charge')}
        description={t('charge.intro')}
        closeLabel={t('actions.close')}
      >
        <ChargeForm leaseId={lease.id} onDone={close} />
      </FormDialog>
      <FormDialog
        {...dialogProps('notice')}
        description={t('notice.intro')}
        closeLabel={t('actions.close')}
      >
        <NoticeForm leaseId={lease.id} endDate={lease.endDate} onDone={close} />
      </FormDialog>
      <FormDialog
        {...dialogProps('renew')}
        description={t('renew.intro')}
        closeLabel={t('actions.close')}
      >
        <RenewForm
          leaseId={lease.id}
          monthlyRentCents={lease.monthlyRentCents}
          leasePath={leasePath}
          onDone={close}
        />
      </FormDialog>
      <FormDialog
        {...dialogProps('end')}
        description={t('end.intro')}
        closeLabel={t('actions.close')}
      >
        <EndLeaseForm
          leaseId={lease.id}
          depositCents={lease.depositHeldCents}
          moveOutDate={lease.moveOutDate}
          onDone={close}
        />
      </FormDialog>
    </section>
  );
}
