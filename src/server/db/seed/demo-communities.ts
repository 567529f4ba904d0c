import type { Amenity, CommunityKind } from '../../../shared/schemas/places';
import type { LocalizedText } from '../../../shared/schemas/site';

/** Fictional communities in the demo's real cities. */
export interface DemoCommunity {
  slug: string;
  citySlug: string;
  name: string;
  kind: CommunityKind;
  description: LocalizedText;
  amenities: Amenity[];
  isWaterfront: boolean;
  isFeatured: boolean;
  yearBuilt: number | null;
}

export const DEMO_COMMUNITIES: DemoCommunity[] = [
  {
    slug: 'brickell-bay-tower',
    citySlug: 'miami',
    name: 'Brickell Bay Tower',
    kind: 'condo',
    description: {
      en: 'A 36-story glass tower on the bay with a 24-hour front desk, valet, a resort pool deck and direct access to the Blue Heron Yacht Basin. Every residence has floor-to-ceiling impact glass and a balcony facing the water or the skyline.',
      es: 'Una torre de cristal de 36 pisos frente a la bahía con recepción 24 horas, valet, piscina tipo resort y acceso directo al Blue Heron Yacht Basin. Cada residencia tiene ventanales de impacto de piso a techo y balcón con vista al agua o a la ciudad.',
    },
    amenities: [
      'pool',
      'gym',
      'spa',
      'doorman',
      'concierge',
      'valet',
      'marina-access',
      'bay-view',
      'ev-charging',
      'pet-friendly',
    ],
    isWaterfront: true,
    isFeatured: true,
    yearBuilt: 2016,
  },
  {
    slug: 'coral-palms-estates',
    citySlug: 'miami',
    name: 'Coral Palms Estates',
    kind: 'hoa',
    description: {
      en: 'A gated enclave of family homes and townhouses in Coconut Grove under old banyans and royal palms, with a clubhouse, two tennis courts and a shaded lap pool. The Grove’s sailing clubs are a five-minute bike ride away.',
      es: 'Un enclave cerrado de casas y townhouses en Coconut Grove bajo banyans y palmas reales, con casa club, dos canchas de tenis y piscina de nado a la sombra. Los clubes de vela del Grove están a cinco minutos en bicicleta.',
    },
    amenities: ['gated', 'clubhouse', 'tennis', 'pool', 'pet-friendly', 'parking'],
    isWaterfront: false,
    isFeatured: false,
    yearBuilt: 1998,
  },
  {
    slug: 'isle-harbour-residences',
    citySlug: 'fort-lauderdale',
    name: 'Isle Harbour Residences',
    kind: 'condo',
    description: {
      en: 'A boutique building of 48 residences on a deep-water canal off the Intracoastal. Residents can lease one of 20 private slips, and the rooftop deck looks out over the canals to the ocean.',
      es: 'Un edificio boutique de 48 residencias sobre un canal de aguas profundas junto al Intracoastal. Los residentes pueden rentar uno de sus 20 muelles privados, y la terraza en la azotea mira sobre los canales hacia el mar.',
    },
    amenities: [
      'pool',
      'gym',
      'concierge',
      'boat-slip',
      'marina-access',
      'rooftop-deck',
      'canal-front',
      'parking',
    ],
    isWaterfront: true,
    isFeatured: true,
    yearBuilt: 2019,
  },
  {
    slug: 'seabreeze-canal-homes',
    citySlug: 'fort-lauderdale',
    name: 'Seabreeze Canal Homes',
    kind: 'neighborhood',
    description: {
      en: 'Quiet streets of single-family homes and townhouses where almost every back yard ends at a dock. Ten minutes by boat to the Intracoastal, fifteen by car to the beach.',
      es: 'Calles tranquilas de casas y townhouses donde casi cada patio termina en un muelle. A diez minutos en bote del Intracoastal y a quince en carro de la playa.',
    },
    amenities: ['canal-front', 'private-dock', 'pet-friendly'],
    isWaterfront: true,
    isFeatured: false,
    yearBuilt: null,
  },
  {
    slug: 'gulfshore-pointe',
    citySlug: 'naples',
    name: 'Gulfshore Pointe',
    kind: 'condo',
    description: {
      en: 'Mid-rise residences directly on the beach, with a heated pool, a spa, tennis and a private path through the dunes. Every unit faces the Gulf for the evening sunset.',
      es: 'Residencias de media altura directamente sobre la playa, con piscina climatizada, spa, tenis y un sendero privado entre las dunas. Todas las unidades miran al Golfo para el atardecer.',
    },
    amenities: ['beach-access', 'ocean-view', 'pool', 'spa', 'gym', 'tennis', 'parking'],
    isWaterfront: true,
    isFeatured: true,
    yearBuilt: 2008,
  },
  {
    slug: 'mangrove-bay-villas',
    citySlug: 'naples',
    name: 'Mangrove Bay Villas',
    kind: 'hoa',
    description: {
      en: 'Two-story villas around a private basin on Naples Bay, each with its own boat slip. The gated community has a clubhouse and a pool looking over the mangroves.',
      es: 'Villas de dos pisos alrededor de una dársena privada en la bahía de Naples, cada una con su propio muelle. La comunidad cerrada tiene casa club y piscina con vista a los manglares.',
    },
    amenities: ['gated', 'clubhouse', 'pool', 'marina-access', 'boat-slip'],
    isWaterfront: true,
    isFeatured: false,
    yearBuilt: 2012,
  },
  {
    slug: 'harbor-walk-townhomes',
    citySlug: 'key-west',
    name: 'Harbor Walk Townhomes',
    kind: 'hoa',
    description: {
      en: 'Island-style townhomes with metal roofs and wide porches on a harbor basin, a few blocks from Old Town. Each home has a deeded slip and a covered parking space.',
      es: 'Townhouses de estilo isleño con techos de metal y porches amplios junto a una dársena, a pocas cuadras de Old Town. Cada casa tiene su muelle escriturado y estacionamiento techado.',
    },
    amenities: ['pool', 'boat-slip', 'bay-view', 'gated', 'parking'],
    isWaterfront: true,
    isFeatured: true,
    yearBuilt: 2005,
  },
  {
    slug: 'old-town-cottages',
    citySlug: 'key-west',
    name: 'Old Town Cottages',
    kind: 'neighborhood',
    description: {
      en: 'Restored conch cottages on shady lanes behind Duval Street: tin roofs, gingerbread trim and small plunge pools in walled gardens.',
      es: 'Casitas conch restauradas en callejones sombreados detrás de Duval Street: techos de lata, detalles en madera calada y pequeñas piscinas en jardines amurallados.',
    },
    amenities: ['garden', 'private-pool', 'pet-friendly'],
    isWaterfront: false,
    isFeatured: false,
    yearBuilt: null,
  },
];
