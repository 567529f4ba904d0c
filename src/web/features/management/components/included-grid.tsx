import {
  BadgeDollarSign,
  ClipboardCheck,
  CloudLightning,
  FileSignature,
  LineChart,
  Megaphone,
  UserCheck,
  Wrench,
} from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';

const ITEMS = [
  { key: 'pricing', Icon: Megaphone },
  { key: 'screening', Icon: UserCheck },
  { key: 'leases', Icon: FileSignature },
  { key: 'rent', Icon: BadgeDollarSign },
  { key: 'maintenance', Icon: Wrench },
  { key: 'inspections', Icon: ClipboardCheck },
  { key: 'storm', Icon: CloudLightning },
  { key: 'portal', Icon: LineChart },
] as const;

export function IncludedGrid() {
  const { t } = useTranslation('management');
  return (
    <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
      {ITEMS.map(({ key, Icon }) => (
        <li key={key}>
          <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-sand text-ocean">
            <Icon className="h-5 w-5" aria-hidden="true" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-navy">{t(`included.${key}.title`)}</h3>
          <p className="mt-1 text-navy/75">{t(`included.${key}.body`)}</p>
        </li>
      ))}
    </ul>
  );
}
