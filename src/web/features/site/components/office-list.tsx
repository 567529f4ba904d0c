import { useQuery } from '@tanstack/react-query';
import { Mail, Phone } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { telHref } from '../../../components/layout/localized';
import { SouthFloridaMap } from '../../../components/illustrations/south-florida-map';
import { LoadState } from '../../../components/public/load-state';
import { teamQuery } from '../../../entities/team/team-query';

export function OfficeList() {
  const { t } = useTranslation('company');
  const team = useQuery(teamQuery);
  if (!team.data)
    return <LoadState isError={team.isError} onRetry={() => void team.refetch()} lines={2} />;
  const offices = team.data.offices;
  return (
    <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,380px)_1fr]">
      <SouthFloridaMap
        className="mx-auto w-full max-w-sm"
        label={t('offices.mapLabel', { cities: offices.map((o) => o.city).join(', ') })}
        points={offices.map((o) => ({
          id: o.id,
          name: o.city,
          latitude: o.latitude,
          longitude: o.longitude,
        }))}
      />
      <ul className="grid gap-6 sm:grid-cols-2">
        {offices.map((office) => (
          <li key={office.id} className="rounded-2xl bg-white p-6 shadow-sm">
            <h3 className="font-display text-xl font-semibold text-navy">{office.city}</h3>
            <address className="mt-2 text-navy/80 not-italic">{office.address}</address>
            <p className="mt-4 flex flex-col gap-2 text-sm">
              <a
                href={telHref(office.phone)}
                className="inline-flex items-center gap-2 text-ocean hover:underline"
              >
                <Phone className="h-4 w-4" aria-hidden="true" />
                {office.phone}
              </a>
              <a
                href={`mailto:${office.email}`}
                className="inline-flex items-center gap-2 break-all text-ocean hover:underline"
              >
                <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
                {office.email}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
