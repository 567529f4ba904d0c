// A landing page kept in the CMS, so marketing can change it without a release.

const EN = `Waterfront homes rent faster and for more than the same home two streets inland, but they also cost more to own and need more care. This guide is what we tell investors before they buy, based on the homes we manage in Miami-Dade, Broward, Collier and Monroe counties.

## What moves the rent on the water

- **Ocean access without fixed bridges.** A canal home with no fixed bridge between the dock and open water rents for noticeably more than one where only small boats fit under.
- **A usable dock.** Renters ask about dock length, water depth at low tide and shore power before they ask about the kitchen.
- **Impact windows and doors.** They lower insurance, end shutter duty for the tenant and are the first thing relocating families look for.
- **Association rules.** Some condominiums approve a tenant in a week; others allow one lease a year. Read the declaration before you make an offer.

## Costs people forget

1. Windstorm and flood insurance. Homes in flood zones AE and VE with a federally backed mortgage must carry flood insurance.
2. Seawall and dock repairs, which can run into six figures on an older canal lot.
3. Condominium special assessments. Buildings of three stories or more need milestone structural inspections once they reach 30 years, and associations must fund structural reserves.
4. Storm preparation every season: shutters, moving outdoor furniture, generator service.
5. Rental rules. Many cities limit stays shorter than 30 days or require a local license and tax registration.

> Before you buy, send us the address. We answer within two business days with the rent we expect, the association rules we know of, and the repairs we would make first.

## How we help investors

- A written rent estimate and a make-ready list with prices before you close.
- Leasing, screening and the association approval process handled for you.
- Quarterly or monthly inspections with photos, and the full hurricane plan on the Signature and Waterfront Elite plans. [Compare the plans](/compare).
- One owner portal with every payment, invoice and statement.

[Request a management proposal](/ma-form) or call {{phone}}.`;

const ES = `Una propiedad frente al agua se alquila más rápido y por más dinero que la misma casa dos calles tierra adentro, pero también cuesta más mantenerla y necesita más cuidado. Esta guía es lo que les decimos a los inversionistas antes de comprar, según las propiedades que administramos en Miami-Dade, Broward, Collier y Monroe.

## Qué sube la renta frente al agua

- **Salida al mar sin puentes fijos.** Una casa en un canal sin puentes fijos entre el muelle y mar abierto se alquila por bastante más que una donde solo pasan botes pequeños.
- **Un muelle que se pueda usar.** Los inquilinos preguntan por el largo del muelle, la profundidad con marea baja y la conexión eléctrica antes que por la cocina.
- **Ventanas y puertas de impacto.** Bajan el seguro, le ahorran al inquilino poner persianas y es lo primero que buscan las familias que se mudan.
- **Las reglas de la asociación.** Hay condominios que aprueban un inquilino en una semana y otros que permiten un solo contrato al año. Lee la declaración antes de hacer una oferta.

## Costos que se olvidan

1. Seguro de viento y de inundación. Las propiedades en zonas AE y VE con hipoteca respaldada por el gobierno federal deben tener seguro de inundación.
2. Reparaciones del muro de contención y del muelle, que en un lote viejo de canal pueden pasar de cien mil dólares.
3. Cuotas especiales del condominio. Los edificios de tres pisos o más necesitan inspecciones estructurales obligatorias al cumplir 30 años, y las asociaciones deben tener reservas para la estructura.
4. La preparación para huracanes cada temporada: persianas, mover los muebles de la terraza, mantenimiento del generador.
5. Las reglas de alquiler. Muchas ciudades limitan las estadías de menos de 30 días o piden una licencia local y registro de impuestos.

> Antes de comprar, mándanos la dirección. En dos días hábiles te decimos la renta que esperamos, las reglas de la asociación que conocemos y los arreglos que haríamos primero.

## Cómo ayudamos a los inversionistas

- Un estimado de renta por escrito y una lista de arreglos con precios antes del cierre.
- Nos encargamos del alquiler, la evaluación del inquilino y la aprobación de la asociación.
- Inspecciones trimestrales o mensuales con fotos, y el plan completo de huracanes en los planes Signature y Waterfront Elite. [Compara los planes](/compare).
- Un solo portal del propietario con cada pago, factura y estado de cuenta.

[Pide una propuesta de administración](/ma-form) o llama al {{phone}}.`;

export const LANDING_SLUG = 'waterfront-investors';

export const DEMO_LANDING_PAGES = [
  {
    slug: LANDING_SLUG,
    language: 'en',
    title: 'Investing in a waterfront rental in South Florida',
    description:
      'What moves the rent on the water, the costs buyers forget, and how we help investors from offer to first tenant.',
    body: EN,
  },
  {
    slug: LANDING_SLUG,
    language: 'es',
    title: 'Invertir en una propiedad de alquiler frente al agua en el Sur de la Florida',
    description:
      'Qué sube la renta frente al agua, los costos que se olvidan y cómo ayudamos a los inversionistas desde la oferta hasta el primer inquilino.',
    body: ES,
  },
];
