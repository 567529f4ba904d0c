import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import type { WorkOrderAction } from '../../../../shared/work-order-flow';
import { ActionForm } from './action-form';

/** A move of a work order asked from the board: the same form as on its page, in a dialog. */
export function ActionDialog({
  target,
  onClose,
}: {
  target: { id: string; title: string; action: WorkOrderAction } | null;
  onClose: () => void;
}) {
  const { t: terms } = useTranslation('maintenance-terms');
  return (
    <Dialog.Root open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          {target && (
            <>
              <Dialog.Title className="text-lg font-semibold text-slate-900">
                {terms(`action.${target.action}`)}
              </Dialog.Title>
              <Dialog.Description className="mt-1 mb-4 text-sm text-slate-700">
                {target.title}
              </Dialog.Description>
              <ActionForm
                workOrderId={target.id}
                action={target.action}
                onDone={onClose}
                onCancel={onClose}
              />
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
