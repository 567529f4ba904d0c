import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { COST_KINDS } from '../../../../shared/maintenance-terms';
import { formatPlainAmount, parseMoneyAboveZero } from '../../../../shared/money';
import type { WorkOrderDetail } from '../../../../shared/schemas/maintenance';
import { CheckboxField, RadioGroup } from '../../../components/ui/choice-fields';
import { FormActions } from '../../../components/ui/form-actions';
import { ApprovalFields } from '../../../components/work-order/approval-fields';
import {
  SelectField,
  SelectOptions,
  TextField,
  TextareaField,
} from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { isQueued, useWorkOrderWrite } from '../api/mutations';

function useServerError(error: unknown) {
  const api = error instanceof ApiError ? error : null;
  return {
    field: (name: string) => api?.fields[name],
    general: api && Object.keys(api.fields).length === 0 ? api.message : null,
  };
}

/**
 * A form that writes to the work order: its fields, then the error no field could carry and the
 * send button (under both columns of a `grid` form).
 */
function WriteForm({
  grid = false,
  onSubmit,
  error,
  submitLabel,
  submitting,
  children,
}: {
  grid?: boolean;
  onSubmit: () => void;
  error: string | null;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
}) {
  const actions = <FormActions error={error} submitLabel={submitLabel} submitting={submitting} />;
  return (
    <form
      noValidate
      className={grid ? 'grid gap-3 sm:grid-cols-2' : 'flex flex-col gap-3'}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {grid ? <div className="sm:col-span-2">{actions}</div> : actions}
    </form>
  );
}

export function CommentForm({ order }: { order: WorkOrderDetail }) {
  const { t } = useTranslation('work-orders');
  const write = useWorkOrderWrite(order.id, 'comments');
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const errors = useServerError(write.error);
  const submit = () => {
    write.mutate(
      { body, visibility: internal ? 'internal' : 'shared' },
      {
        onSuccess: (result) => {
          setBody('');
          setInternal(false);
          if (isQueued(result)) showToast('info', t('offline.saved'));
        },
      },
    );
  };
  return (
    <WriteForm
      onSubmit={submit}
      error={errors.general ?? errors.field('visibility') ?? null}
      submitLabel={t('comment.send')}
      submitting={write.isPending}
    >
      <TextareaField
        label={t('comment.label')}
        rows={3}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={errors.field('body')}
      />
      {order.may.commentInternal && (
        <CheckboxField
          label={t('comment.internal')}
          description={t('comment.internalHint')}
          checked={internal}
          onChange={(e) => setInternal(e.target.checked)}
        />
      )}
    </WriteForm>
  );
}

export function CostForm({ order }: { order: WorkOrderDetail }) {
  const { t } = useTranslation('work-orders');
  const { t: terms } = useTranslation('maintenance-terms');
  const write = useWorkOrderWrite(order.id, 'costs');
  const [kind, setKind] = useState<string>('parts');
  const [description, setDescription] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [price, setPrice] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const errors = useServerError(write.error);
  const submit = () => {
    const unitPrice = parseMoneyAboveZero(price);
    const qty = Number(quantity.replace(',', '.'));
    const problems: Record<string, string> = {};
    if ('error' in unitPrice) problems.unitCents = unitPrice.error;
    if (!Number.isFinite(qty) || qty <= 0) problems.quantity = t('cost.quantityInvalid');
    setLocal(problems);
    if (Object.keys(problems).length > 0 || 'error' in unitPrice) return;
    // Labour is counted in hundredths of an hour (1.5 h → 150).
    const sent = kind === 'labour' ? Math.round(qty * 100) : Math.round(qty);
    write.mutate(
      { kind, description, quantity: sent, unitCents: unitPrice.cents },
      {
        onSuccess: (detail) => {
          setDescription('');
          setPrice('');
          setQuantity('1');
          if (isQueued(detail)) showToast('info', t('offline.saved'));
          else if (detail.approvalState === 'pending') showToast('info', t('cost.sentForApproval'));
        },
      },
    );
  };
  return (
    <WriteForm
      grid
      onSubmit={submit}
      error={errors.general}
      submitLabel={t('cost.add')}
      submitting={write.isPending}
    >
      <SelectField label={t('cost.kind')} value={kind} onChange={(e) => setKind(e.target.value)}>
        <SelectOptions values={COST_KINDS} label={(k) => <>{terms(`costKind.${k}`)}</>} />
      </SelectField>
      <TextField
        label={t('cost.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.field('description')}
      />
      <TextField
        label={t(kind === 'labour' ? 'cost.hours' : 'cost.quantity')}
        inputMode="decimal"
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
        error={local.quantity ?? errors.field('quantity')}
      />
      <TextField
        label={t(kind === 'labour' ? 'cost.rate' : 'cost.price')}
        inputMode="decimal"
        placeholder="0.00"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
        error={local.unitCents ?? errors.field('unitCents')}
      />
    </WriteForm>
  );
}

export function ApprovalForm({ order }: { order: WorkOrderDetail }) {
  const { t } = useTranslation('work-orders');
  const write = useWorkOrderWrite(order.id, 'approval');
  const [decision, setDecision] = useState('');
  const [note, setNote] = useState('');
  const errors = useServerError(write.error);
  return (
    <WriteForm
      onSubmit={() =>
        write.mutate(
          { decision: decision || undefined, note },
          { onSuccess: () => showToast('success', t(`approval.${decision}d`)) },
        )
      }
      error={errors.general}
      submitLabel={t('approval.send')}
      submitting={write.isPending}
    >
      <ApprovalFields
        namespace="work-orders"
        look="inline"
        decision={decision}
        onDecision={setDecision}
        note={note}
        onNote={setNote}
        errors={{ decision: errors.field('decision'), note: errors.field('note') }}
      />
    </WriteForm>
  );
}

export function RatingForm({ order }: { order: WorkOrderDetail }) {
  const { t } = useTranslation('work-orders');
  const write = useWorkOrderWrite(order.id, 'rating');
  const [stars, setStars] = useState('');
  const [comment, setComment] = useState('');
  const errors = useServerError(write.error);
  return (
    <WriteForm
      onSubmit={() =>
        write.mutate(
          { stars: stars ? Number(stars) : undefined, comment },
          { onSuccess: () => showToast('success', t('rating.thanks')) },
        )
      }
      error={errors.general}
      submitLabel={t('rating.send')}
      submitting={write.isPending}
    >
      <RadioGroup
        legend={t('rating.legend')}
        look="inline"
        inputProps={{ name: 'stars', onChange: (e) => setStars(e.target.value) }}
        error={errors.field('stars')}
        options={[1, 2, 3, 4, 5].map((n) => ({
          value: String(n),
          label: t('rating.stars', { count: n }),
        }))}
      />
      <TextareaField
        label={t('rating.comment')}
        optional
        rows={3}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        error={errors.field('comment')}
      />
    </WriteForm>
  );
}

export function BillForm({ order }: { order: WorkOrderDetail }) {
  const { t } = useTranslation('work-orders');
  const write = useWorkOrderWrite(order.id, 'bill');
  const [amount, setAmount] = useState(() => formatPlainAmount(order.estimateCents));
  const [description, setDescription] = useState(order.title);
  const [local, setLocal] = useState<string | undefined>();
  const errors = useServerError(write.error);
  return (
    <WriteForm
      grid
      error={errors.general}
      submitLabel={t('bill.send')}
      submitting={write.isPending}
      onSubmit={() => {
        const typed = parseMoneyAboveZero(amount);
        setLocal('error' in typed ? typed.error : undefined);
        if ('error' in typed) return;
        write.mutate(
          { amountCents: typed.cents, description },
          {
            onSuccess: (d) => {
              if (!isQueued(d)) {
                showToast('success', t('bill.done', { reference: d.billedChargeReference }));
              }
            },
          },
        );
      }}
    >
      <TextField
        label={t('bill.amount')}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={local ?? errors.field('amountCents')}
      />
      <TextField
        label={t('bill.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.field('description')}
      />
    </WriteForm>
  );
}
