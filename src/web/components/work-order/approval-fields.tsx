import { useTranslation } from '../../i18n/use-translation';
import { RadioGroup } from '../ui/choice-fields';
import { TextareaField } from '../ui/form-field';

/**
 * An owner's answer to a work order's estimate: approve or decline, and a note (needed to
 * decline). The same on the work order page and on the approval page a link opens; each words
 * it from its own namespace (`namespace`), which it has loaded already.
 */
export function ApprovalFields({
  decision,
  onDecision,
  note,
  onNote,
  errors,
  look,
  namespace,
}: {
  decision: string;
  onDecision: (decision: string) => void;
  note: string;
  onNote: (note: string) => void;
  errors: { decision?: string | undefined; note?: string | undefined };
  look?: 'inline';
  namespace: 'work-orders' | 'maintenance';
}) {
  const { t } = useTranslation(namespace);
  return (
    <>
      <RadioGroup
        legend={t('approval.legend')}
        look={look}
        inputProps={{ name: 'decision', onChange: (e) => onDecision(e.target.value) }}
        error={errors.decision}
        options={[
          { value: 'approve', label: t('approval.approve') },
          { value: 'decline', label: t('approval.decline') },
        ]}
      />
      <TextareaField
        label={t('approval.note')}
        hint={t('approval.noteHint')}
        optional={decision !== 'decline'}
        rows={3}
        value={note}
        onChange={(e) => onNote(e.target.value)}
        error={errors.note}
      />
    </>
  );
}
