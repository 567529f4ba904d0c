import { Plus } from 'lucide-react';
import { IconButton } from '../../../components/ui/icon-button';

/** The button at the top of a site admin list (pages, team) that opens the form for a new one. */
export function NewItemButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton
      icon={Plus}
      onClick={onClick}
      className="inline-flex items-center gap-2 rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark"
    >
      {label}
    </IconButton>
  );
}
