import { Building2, Waves } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { CommunityKind, CommunitySummary } from '../../../../shared/schemas/places';
import { localized } from '../../../components/layout/localized';
import { PropertyFacade } from '../../../components/listing/facades/property-facade';

/** The facade that stands for a community: a tower for a condo, townhomes for an HOA, a house otherwise. */
export const COMMUNITY_FACADE = {
  condo: 'condo',
  hoa: 'townhouse',
  neighborhood: 'house',
} as const satisfies Record<CommunityKind, string>;

export function CommunityCard({
  community,
  showCity = true,
}: {
  community: CommunitySummary;
  showCity?: boolean;
}) {
  const { t, i18n } = useTranslation('places');
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-navy/10 transition-shadow focus-within:ring-3 focus-within:ring-ocean hover:shadow-md">
      <div className="aspect-[3/2] overflow-hidden bg-sand">
        <PropertyFacade
          kind={COMMUNITY_FACADE[community.kind]}
          seed={community.slug}
          className="h-full w-full"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm font-medium text-ocean">
          {showCity ? `${community.city.name} · ` : ''}
          {t(`kinds.${community.kind}`)}
        </p>
        <h3 className="font-display text-xl font-semibold text-navy">
          <Link
            to={`/community/${community.slug}`}
            className="after:absolute after:inset-0 after:content-[''] hover:text-ocean focus-visible:outline-none"
          >
            {community.name}
          </Link>
        </h3>
        <p className="line-clamp-3 text-navy/80">
          {localized(community.description, i18n.resolvedLanguage)}
        </p>
        <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-3 text-sm text-navy/75">
          {community.isWaterfront && (
            <span className="flex items-center gap-1.5">
              <Waves className="size-4 text-ocean" aria-hidden="true" />
              {t('community.waterfront')}
            </span>
          )}
          <span className="flex items-center gap-1.5">
            <Building2 className="size-4 text-ocean" aria-hidden="true" />
            {t('community.homesListed', { count: community.activeListingsCount })}
          </span>
        </p>
      </div>
    </article>
  );
}
