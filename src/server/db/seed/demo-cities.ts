import type { Marina } from '../../../shared/schemas/places';
import type { LocalizedText } from '../../../shared/schemas/site';

/** The demo's cities are real; every marina named here is fictional. */
export interface DemoCity {
  slug: string;
  name: string;
  state: string;
  tagline: LocalizedText;
  guide: LocalizedText;
  boatingNotes: LocalizedText;
  marinas: Marina[];
}

export const DEMO_CITIES: DemoCity[] = [
  {
    slug: 'miami',
    name: 'Miami',
    state: 'FL',
    tagline: {
      en: 'Biscayne Bay at your door, downtown ten minutes away.',
      es: 'La bahía de Biscayne en la puerta y el downtown a diez minutos.',
    },
    guide: {
      en: 'Miami lives on the water. Mornings start with a paddle across Biscayne Bay, lunch is a short boat ride to a sandbar, and evenings end on a balcony watching the city lights come on over the bay. Brickell puts high-rise living next to the marinas; Coconut Grove keeps its banyan-shaded streets, sailing clubs and village feel.\n\nWe manage homes across both: bayfront condos with valet and concierge, and gated family homes a short walk from the water. Our local team inspects every home before and after each storm season.',
      es: 'En Miami todo gira alrededor del agua. La mañana empieza remando por la bahía de Biscayne, el almuerzo es un paseo en bote hasta el sandbar y la noche termina en el balcón viendo cómo se encienden las luces de la ciudad. Brickell combina torres de lujo con marinas a pasos; Coconut Grove conserva sus calles a la sombra de los banyans, sus clubes de vela y su aire de pueblo.\n\nAdministramos propiedades en ambos: condos frente a la bahía con valet y conserje, y casas familiares en comunidades cerradas a pocos pasos del agua. Nuestro equipo local revisa cada propiedad antes y después de la temporada de huracanes.',
    },
    boatingNotes: {
      en: 'Biscayne Bay is shallow in places: check the charts near Stiltsville and the flats south of Key Biscayne. Manatee zones are slow speed from November 15 to March 31. The Government Cut inlet is the fastest way to open water; expect cruise-ship traffic on weekend mornings.',
      es: 'La bahía de Biscayne es poco profunda en varias zonas: revisa las cartas náuticas cerca de Stiltsville y los bajos al sur de Key Biscayne. Las zonas de manatíes son de baja velocidad del 15 de noviembre al 31 de marzo. Government Cut es la salida más rápida a mar abierto; los fines de semana por la mañana hay tráfico de cruceros.',
    },
    marinas: [
      {
        name: 'Blue Heron Yacht Basin',
        slips: 180,
        maxLengthFt: 120,
        description: {
          en: 'Deep-water slips on the bay side of Brickell, fuel dock, pump-out and a 24-hour dockmaster.',
          es: 'Muelles de aguas profundas del lado de la bahía en Brickell, estación de combustible, bombeo de aguas y capitán de muelle las 24 horas.',
        },
      },
      {
        name: 'Mangrove Cove Marina',
        slips: 95,
        maxLengthFt: 60,
        description: {
          en: 'A quiet Coconut Grove marina with a sailing school, dinghy racks and a mooring field.',
          es: 'Una marina tranquila en Coconut Grove con escuela de vela, racks para botes auxiliares y campo de boyas.',
        },
      },
      {
        name: 'Silver Tide Dry Stack',
        slips: 240,
        maxLengthFt: 42,
        description: {
          en: 'Covered dry storage with call-ahead launch: your boat is in the water in 20 minutes.',
          es: 'Almacenamiento techado en seco: avisa antes y tu bote estará en el agua en 20 minutos.',
        },
      },
    ],
  },
  {
    slug: 'fort-lauderdale',
    name: 'Fort Lauderdale',
    state: 'FL',
    tagline: {
      en: '165 miles of canals: the dock is part of the house.',
      es: '265 kilómetros de canales: aquí el muelle es parte de la casa.',
    },
    guide: {
      en: 'Fort Lauderdale is built around its canals. Many homes have a private dock, and the New River carries you from downtown to the Intracoastal and out through Port Everglades in under an hour. Las Olas Boulevard has the restaurants; the beach is a bridge away.\n\nOwners here want two things from a manager: a home that is ready when they arrive, and a dock and boat that are looked after while they are gone. We do both, with weekly dock checks and storm lines set before every named storm.',
      es: 'Fort Lauderdale está construida alrededor de sus canales. Muchas casas tienen muelle propio, y el New River te lleva del downtown al Intracoastal y a mar abierto por Port Everglades en menos de una hora. Las Olas Boulevard tiene los restaurantes; la playa queda a un puente de distancia.\n\nLos propietarios aquí quieren dos cosas: una casa lista cuando llegan y un muelle y un bote bien cuidados mientras no están. Hacemos ambas, con revisión semanal del muelle y amarras de tormenta listas antes de cada tormenta con nombre.',
    },
    boatingNotes: {
      en: 'Most canals are idle speed, no wake. Bridge clearances on the New River run from 3 to 21 feet at high tide: check before you go. Port Everglades gives all-weather access to the ocean and the Gulf Stream is three miles out.',
      es: 'En la mayoría de los canales se navega a velocidad mínima, sin estela. La altura libre de los puentes del New River va de 1 a 6 metros con marea alta: verifícala antes de salir. Port Everglades da salida al mar con cualquier clima y la Corriente del Golfo está a cinco kilómetros.',
    },
    marinas: [
      {
        name: 'New River Landing',
        slips: 120,
        maxLengthFt: 150,
        description: {
          en: 'Downtown transient and annual slips on the New River, walking distance to Las Olas.',
          es: 'Muelles por noche o por año en el New River, a pocos pasos de Las Olas.',
        },
      },
      {
        name: 'Harbor Light Marina',
        slips: 70,
        maxLengthFt: 85,
        description: {
          en: 'On the Intracoastal near the 17th Street bridge, with a boatyard and certified mechanics.',
          es: 'Sobre el Intracoastal cerca del puente de la calle 17, con astillero y mecánicos certificados.',
        },
      },
    ],
  },
  {
    slug: 'naples',
    name: 'Naples',
    state: 'FL',
    tagline: {
      en: 'Gulf sunsets, calm water and a slower pace.',
      es: 'Atardeceres en el Golfo, aguas tranquilas y otro ritmo.',
    },
    guide: {
      en: 'Naples faces west over the Gulf of Mexico, so every day ends with a sunset from the beach or the boat. Naples Bay and the Ten Thousand Islands to the south give calm, sheltered water for fishing, kayaking and shelling.\n\nMany of our Naples owners spend the winter here and rent the rest of the year. We handle the turnover: season-ready cleaning, a stocked pantry on arrival and a careful check when they leave.',
      es: 'Naples mira al oeste sobre el Golfo de México, así que cada día termina con un atardecer desde la playa o el bote. La bahía de Naples y las Ten Thousand Islands al sur ofrecen aguas tranquilas y protegidas para pescar, andar en kayak y buscar caracoles.\n\nMuchos de nuestros propietarios en Naples pasan aquí el invierno y alquilan el resto del año. Nosotros nos encargamos del cambio: limpieza lista para la temporada, despensa surtida al llegar y una revisión cuidadosa al salir.',
    },
    boatingNotes: {
      en: 'Gordon Pass is the way out to the Gulf; the channel shifts, so follow the markers. Shoals around the Ten Thousand Islands call for local knowledge or a guide on your first trips. Red tide can close beaches in late summer: check the county report.',
      es: 'Gordon Pass es la salida al Golfo; el canal cambia, así que sigue las boyas. Los bajos alrededor de las Ten Thousand Islands piden conocimiento local o un guía en las primeras salidas. La marea roja puede cerrar playas a fines del verano: consulta el reporte del condado.',
    },
    marinas: [
      {
        name: 'Pelican Pass Marina',
        slips: 110,
        maxLengthFt: 70,
        description: {
          en: 'Full-service marina on Naples Bay with a ship store, fuel and easy Gulf access.',
          es: 'Marina de servicio completo en la bahía de Naples con tienda náutica, combustible y salida fácil al Golfo.',
        },
      },
      {
        name: 'Sand Dollar Boat Club',
        slips: 60,
        maxLengthFt: 38,
        description: {
          en: 'Members share a fleet of center consoles and pontoons: no maintenance, no slip fees.',
          es: 'Los socios comparten una flota de consolas centrales y pontones: sin mantenimiento ni renta de muelle.',
        },
      },
    ],
  },
  {
    slug: 'key-west',
    name: 'Key West',
    state: 'FL',
    tagline: {
      en: 'Clear water, coral reef and Old Town porches.',
      es: 'Agua cristalina, arrecife de coral y los porches de Old Town.',
    },
    guide: {
      en: 'Key West is the end of the road and the start of the reef. The only living coral barrier reef in the continental United States is a short run offshore, and the Dry Tortugas are a day trip by boat. On land, Old Town’s conch cottages and tin roofs sit a few blocks from the harbor.\n\nHomes here take steady care: salt air, sun and the storm season are hard on roofs, shutters and air conditioning. Our Key West team checks each home every week and keeps a hurricane plan on file for every owner.',
      es: 'Key West es el final de la carretera y el comienzo del arrecife. La única barrera de coral viva de Estados Unidos continental está a un corto paseo mar adentro, y las Dry Tortugas son una excursión de un día en bote. En tierra, las casitas conch y los techos de lata de Old Town están a pocas cuadras del puerto.\n\nLas casas aquí piden cuidado constante: el salitre, el sol y la temporada de huracanes afectan techos, persianas y aire acondicionado. Nuestro equipo en Key West revisa cada casa cada semana y tiene un plan de huracanes para cada propietario.',
    },
    boatingNotes: {
      en: 'The reef is protected: use mooring buoys, never anchor on coral. Much of the backcountry is under five feet deep, so know the tide. Fuel up in town before a Tortugas run: there is none out there.',
      es: 'El arrecife está protegido: usa las boyas de amarre y nunca anclees sobre el coral. Gran parte del backcountry tiene menos de metro y medio de profundidad, así que conoce la marea. Carga combustible en el pueblo antes de ir a las Tortugas: allá no hay.',
    },
    marinas: [
      {
        name: 'Frangipani Harbor',
        slips: 85,
        maxLengthFt: 100,
        description: {
          en: 'Old Town harbor slips a short walk from Duval Street, with showers and laundry.',
          es: 'Muelles en el puerto de Old Town a pocos pasos de Duval Street, con duchas y lavandería.',
        },
      },
      {
        name: 'Reef Light Marina',
        slips: 50,
        maxLengthFt: 55,
        description: {
          en: 'On the Atlantic side, the closest slips to the reef moorings; dive shop on site.',
          es: 'Del lado del Atlántico, los muelles más cercanos a las boyas del arrecife; tienda de buceo en el lugar.',
        },
      },
    ],
  },
];
