import { useId, type ComponentType } from 'react';
import type { PropertyKind } from '../../../../shared/schemas/places';
import { CondoFacade } from './condo-facade';
import { lookFor, type FacadeProps } from './facade-kit';
import { HouseFacade } from './house-facade';
import { TownhouseFacade } from './townhouse-facade';
import { VillaFacade } from './villa-facade';

const FACADES: Record<PropertyKind, ComponentType<FacadeProps>> = {
  condo: CondoFacade,
  house: HouseFacade,
  townhouse: TownhouseFacade,
  villa: VillaFacade,
};

/**
 * The drawn stand-in for a listing without photos: one facade per kind of home, its colours,
 * sky, height and palms picked from the listing id (lookFor) so neighboring cards differ. Pass `label` where the drawing is
 * the page's main image; without it the drawing is decorative.
 */
export function PropertyFacade({
  kind,
  seed,
  label,
  className,
}: {
  kind: PropertyKind;
  seed: string;
  label?: string;
  className?: string;
}) {
  const id = `facade${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const Facade = FACADES[kind] ?? CondoFacade;
  return <Facade id={id} look={lookFor(seed)} label={label} className={className} />;
}
