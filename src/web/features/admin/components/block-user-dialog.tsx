import { useTranslation } from '../../../i18n/use-translation';
import type { AdminUser } from '../../../../shared/schemas/users';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useUpdateUser } from '../api/mutations';
import { toast } from 'react-toastify';

/** Blocking ends the person's sessions at once, so it is confirmed first; so is unblocking. */
export function BlockUserDialog({
  user,
  onClose,
}: {
  user: AdminUser | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-panel');
  const updateUser = useUpdateUser();
  const blocking = user ? !user.blocked : true;

  const confirm = () => {
    if (!user) return;
    updateUser.mutate(
      { id: user.id, changes: { blocked: blocking } },
      {
        onSuccess: () => {
          toast.success(t(blocking ? 'block.done' : 'block.undone', { name: user.name }));
          onClose();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) {
          updateUser.reset();
          onClose();
        }
      }}
      title={t(blocking ? 'block.title' : 'block.unblockTitle', { name: user?.name ?? '' })}
      description={t(blocking ? 'block.description' : 'block.unblockDescription', {
        email: user?.email ?? '',
      })}
      confirmLabel={t(blocking ? 'block.confirm' : 'block.unblockConfirm')}
      cancelLabel={t('common.cancel')}
      onConfirm={confirm}
      busy={updateUser.isPending}
      destructive={blocking}
      error={updateUser.error?.message ?? null}
    />
  );
}
