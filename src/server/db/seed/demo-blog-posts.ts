/**
 * The demo blog's posts: real, useful guides an owner or resident in South Florida would read.
 * Four in English, two in Spanish (one the translation of the hurricane guide), plus a draft and
 * a post scheduled ahead, so the blog admin shows every status. Seeded by demo-blog.ts.
 */

export interface DemoPost {
  key: string;
  slug: string;
  language: 'en' | 'es';
  /** The demo account that wrote it. */
  authorEmail: string;
  title: string;
  excerpt: string;
  tags: string[];
  seoTitle?: string;
  seoDescription?: string;
  /** The key of the post this one translates. */
  translationOf?: string;
  status: 'published' | 'draft' | 'scheduled';
  /** Published (or, scheduled, due) this many days from the seed: negative is the past. */
  days: number;
  body: string;
}

const HURRICANE_EN = `Hurricane season in the Atlantic runs from June 1 to November 30, and a home on the water faces every storm twice: once from the wind and once from the water. The good news is that most of the damage we see after a storm was preventable, and almost all of the work can be done calmly in May instead of frantically in the forty-eight hours before landfall. This is the checklist our managers walk through with every waterfront owner before the season starts.

## Start with the paperwork

Before you touch a shutter, make sure you could prove what you own and what it was worth.

- **Photograph and film every room**, the inside of closets and cabinets included, and the exterior from every side. Store the files somewhere that is not the house: a cloud folder, or an e-mail to yourself.
- **Read your declarations pages.** Know your windstorm deductible (in Florida it is usually a percentage of the dwelling limit, often 2 % to 5 %, not a flat amount) and whether your flood policy covers contents as well as the building.
- **Check the waiting period.** A new flood policy through the NFIP generally takes effect thirty days after purchase. If you are relying on buying one when a storm appears in the forecast, you are already too late.
- Keep policy numbers, your agent's phone number and your manager's emergency line in your phone and on paper.

## Openings: windows, doors and the garage

Wind damage usually starts at an opening. Once a window or garage door fails, pressure inside the house pushes up on the roof from below, and that is how roofs come off.

1. **Impact windows and doors** are the best protection and need nothing from you when a storm comes, other than checking that the seals and locks work.
2. **Accordion or roll-down shutters** should be cycled once before the season. Clean the tracks, lubricate them with a dry silicone spray, and replace any missing locking pins.
3. **Panel shutters** must be counted and labeled. Lay them out, match each to its opening, and make sure every wing nut and anchor is there. Missing hardware is the most common reason panels stay in the garage.
4. **The garage door** is the largest opening in most homes. If it is not rated for wind loads, a bracing kit is inexpensive and takes minutes to install.

## The roof, gutters and trees

Walk the property with a critical eye, or ask your manager to send someone who will.

- Look for lifted shingles, cracked tiles and loose flashing around vents and chimneys. A roofer can re-secure them for a fraction of the cost of a claim.
- Clear gutters and downspouts so rain has somewhere to go besides your ceiling.
- Have trees within striking distance of the house thinned by a certified arborist. A thinned canopy lets wind pass through; a dense one acts like a sail. Never top a tree: it grows back weaker.
- Remove dead palm fronds and coconuts, which turn into projectiles at tropical-storm speeds.

## Where the land meets the water

This is what makes a waterfront home different, and it is where owners are most often surprised.

### Seawalls and docks

Inspect the seawall cap for cracks and the face for bulges or weep holes that have stopped draining. Behind the wall, look for sinkholes or soft spots in the lawn: they mean soil is washing out under the cap, and a surge will finish the job. Tighten loose dock boards and hardware, and photograph the dock from the water side as well.

### Boats and lifts

Decide now where the boat will ride out a storm. Options include hauling out to a dry-stack marina (book early: space fills up as soon as a storm is named), trailering inland, or securing it on the lift. If it stays on the lift, raise it above the highest expected surge, remove the drain plug, strip canvas and electronics, and tie it to the lift cradle. Many marinas and associations have rules about what must be removed; read them before June.

### Pools and outdoor furniture

Do not drain the pool. The water weighs the shell down, and an empty pool can float out of the ground in a high water table. Lower the level by a foot at most, turn off the pump at the breaker, and put patio furniture in the pool only if it will not damage the finish. Anything that can fly should go inside.

## A plan for the house while you are away

Many of our owners are not in Florida when a storm arrives. A written plan makes sure nothing depends on someone remembering.

- **Who closes the shutters and when.** We put shutters up when the house is inside the National Hurricane Center's cone and a watch is likely within 48 hours.
- **Utilities.** Decide whether the water main should be shut off and who will turn off the breakers to pool equipment and water heaters.
- **Access.** Leave keys and alarm codes with your manager, and tell your association who they are.
- **Residents.** If the home is rented, share the plan with your tenants too. Tell them what the lease expects of them and what you will handle.

## After the storm

Stay away until officials say it is safe. Then photograph every bit of damage before anything is moved or repaired, make temporary repairs only to prevent further damage (keep the receipts), and call your insurer and your manager the same day. Our guide to insurance claims after a named storm covers the next steps in detail.

A waterfront home is worth the effort. An afternoon of preparation in May is what lets you watch the season's forecasts with curiosity rather than dread.`;

const HURRICANE_ES = `La temporada de huracanes en el Atlántico va del 1 de junio al 30 de noviembre, y una casa frente al agua enfrenta cada tormenta dos veces: una por el viento y otra por el agua. La buena noticia es que casi todo el daño que vemos después de una tormenta se podía evitar, y casi todo el trabajo puede hacerse con calma en mayo en lugar de a toda prisa en las cuarenta y ocho horas antes de que toque tierra. Esta es la lista que nuestros administradores repasan con cada propietario frente al agua antes de que empiece la temporada.

## Empieza por los papeles

Antes de tocar una contraventana, asegúrate de que podrías demostrar lo que tienes y lo que valía.

- **Fotografía y graba cada habitación**, incluido el interior de clósets y gabinetes, y el exterior por todos sus lados. Guarda los archivos fuera de la casa: en una carpeta en la nube o en un correo que te envíes a ti mismo.
- **Lee la página de declaraciones de tu póliza.** Conoce tu deducible por vendaval (en la Florida suele ser un porcentaje del límite de la vivienda, a menudo del 2 % al 5 %, no una cantidad fija) y si tu seguro de inundación cubre el contenido además del edificio.
- **Revisa el período de espera.** Una póliza nueva de inundación del NFIP entra en vigor, por lo general, treinta días después de comprarla. Si piensas comprarla cuando aparezca una tormenta en el pronóstico, ya es tarde.
- Ten los números de póliza, el teléfono de tu agente y la línea de emergencias de tu administrador en el celular y en papel.

## Las aberturas: ventanas, puertas y garaje

El daño por viento casi siempre empieza en una abertura. Cuando falla una ventana o la puerta del garaje, la presión dentro de la casa empuja el techo desde abajo, y así es como se desprenden los techos.

1. **Las ventanas y puertas de impacto** son la mejor protección y no te piden nada cuando llega una tormenta, salvo comprobar que los sellos y las cerraduras funcionan.
2. **Las contraventanas de acordeón o enrollables** deben abrirse y cerrarse una vez antes de la temporada. Limpia los rieles, lubrícalos con silicona seca y repone los pasadores que falten.
3. **Los paneles** hay que contarlos y marcarlos. Extiéndelos, empareja cada uno con su abertura y verifica que estén todas las tuercas de mariposa y los anclajes. La tornillería perdida es la razón más común por la que los paneles se quedan en el garaje.
4. **La puerta del garaje** es la abertura más grande de casi cualquier casa. Si no está certificada para cargas de viento, un kit de refuerzo cuesta poco y se instala en minutos.

## El techo, las canaletas y los árboles

Recorre la propiedad con ojo crítico, o pide a tu administrador que envíe a alguien que lo haga.

- Busca tejas levantadas o rotas y tapajuntas sueltos alrededor de respiraderos y chimeneas. Un techador puede fijarlos por una fracción de lo que costaría un reclamo.
- Limpia canaletas y bajantes para que la lluvia tenga adónde ir que no sea tu techo.
- Pide a un arborista certificado que aclare los árboles que podrían caer sobre la casa. Una copa aclarada deja pasar el viento; una densa actúa como una vela. Nunca descopes un árbol: rebrota más débil.
- Retira las pencas secas de las palmas y los cocos, que se vuelven proyectiles con vientos de tormenta tropical.

## Donde la tierra se encuentra con el agua

Esto es lo que hace distinta a una casa frente al agua, y es donde los propietarios se llevan más sorpresas.

### Malecones y muelles

Revisa la viga del malecón en busca de grietas, y la cara del muro en busca de abultamientos o drenajes que ya no desaguan. Detrás del muro, busca hundimientos o zonas blandas en el césped: indican que la tierra se está lavando bajo la viga, y una marejada terminará el trabajo. Ajusta las tablas y la tornillería sueltas del muelle, y fotografíalo también desde el agua.

### Botes y elevadores

Decide ahora dónde pasará la tormenta tu bote. Puedes sacarlo a una marina de almacenamiento en seco (reserva pronto: el espacio se llena en cuanto una tormenta recibe nombre), llevarlo tierra adentro en remolque o asegurarlo en el elevador. Si se queda en el elevador, súbelo por encima de la marejada más alta prevista, quita el tapón de drenaje, retira lonas y equipos electrónicos y amárralo a la cuna del elevador. Muchas marinas y asociaciones tienen reglas sobre lo que hay que retirar; léelas antes de junio.

### Piscina y muebles de exterior

No vacíes la piscina. El agua mantiene el casco en su sitio, y una piscina vacía puede salirse del suelo cuando el nivel freático sube. Baja el nivel un pie como máximo, apaga la bomba desde el interruptor y mete los muebles de patio en la piscina solo si no dañarán el acabado. Todo lo que pueda volar debe ir adentro.

## Un plan para la casa mientras no estás

Muchos de nuestros propietarios no están en la Florida cuando llega una tormenta. Un plan por escrito asegura que nada dependa de que alguien se acuerde.

- **Quién cierra las contraventanas y cuándo.** Nosotros las cerramos cuando la casa está dentro del cono del Centro Nacional de Huracanes y es probable una vigilancia en menos de 48 horas.
- **Servicios.** Decide si hay que cerrar la llave principal del agua y quién apagará los interruptores de los equipos de la piscina y del calentador.
- **Acceso.** Deja llaves y códigos de alarma con tu administrador, y avisa a tu asociación de quién es.
- **Inquilinos.** Si la casa está alquilada, comparte el plan también con tus inquilinos. Cuéntales qué espera de ellos el contrato y de qué te encargarás tú.

## Después de la tormenta

No vuelvas hasta que las autoridades digan que es seguro. Luego fotografía todo el daño antes de mover o reparar nada, haz solo las reparaciones provisionales que eviten más daño (guarda los recibos) y llama el mismo día a tu aseguradora y a tu administrador.

Una casa frente al agua vale el esfuerzo. Una tarde de preparación en mayo es lo que te permite seguir los pronósticos de la temporada con curiosidad y no con miedo.`;

const MARINAS = `Fort Lauderdale calls itself the Venice of America, and for once the slogan undersells it: the city has more than 165 miles of navigable waterways, and an estimated fifty thousand yachts are based here or pass through every year. If you own or rent a home on the water, the marinas are your neighbors, your fuel dock and your storm plan. Here is how they fit together and what to know before you choose one.

## How the water is laid out

Most of the city's residential canals feed into the **Intracoastal Waterway**, which runs north and south behind the barrier island. Two features matter more than anything else when you look at a home or a slip:

- **Bridges.** Several fixed bridges limit how tall a boat can be on some routes. A sailboat owner should confirm there is an unobstructed path to the ocean before falling in love with a canal.
- **Port Everglades.** The inlet at Port Everglades is deep, well marked and open in nearly any weather, which is why the area suits large yachts. From most of the city you are twenty to forty minutes from open water.

The **New River** winds west through downtown, lined with private docks and a handful of marinas, and continues into the county's inland waterways. It is beautiful and busy; expect to share it with water taxis, tour boats and tugs moving yachts to the boatyards upriver.

## Kinds of marinas

### Full-service yacht marinas

Along the Intracoastal, near the 17th Street Causeway and Las Olas, you find the large marinas that host superyachts: floating docks, high-capacity shore power, pump-out at every slip, fuel, crew lounges and concierge services. Transient rates are charged by the foot per night and rise sharply in the winter season and during the boat show.

### Boatyards on the river

Upriver on the New River and the Dania Cut-Off Canal are the working yards: haul-outs, bottom paint, engine and generator work, and long-term storage on the hard. If you own a boat, it is worth knowing a yard before you need one, because repair slots fill up quickly after a storm.

### Dry-stack storage

For boats up to roughly forty feet, dry storage keeps the hull out of the water and in a building rated for hurricane winds. A forklift launches your boat when you call ahead and puts it away when you return. Owners who are away for long periods often prefer it: no growth on the hull, less corrosion and nothing to check after a storm.

### Private docks and association slips

Many waterfront communities have their own docks, and many single-family homes have a private dock and lift. Association slips are usually assigned or rented to residents; read the rules on boat length, liveaboards, guest boats and what must be removed in a hurricane watch.

## Choosing a slip

A few questions save a lot of regret.

1. **What is the approach depth at mean low water?** Ask for the number, not an adjective, and compare it with your draft plus a safety margin.
2. **Is the dock fixed or floating?** Floating docks stay level with the boat through the tide and are kinder to lines and fenders; fixed docks need more attention.
3. **What power is at the slip?** A 30-amp boat on a 50-amp pedestal needs an adapter; a larger yacht may need 100-amp or three-phase service.
4. **Who is responsible in a storm?** Many marinas require boats to leave when a hurricane warning is issued. Know where you would go.
5. **What does the contract include?** Water, electricity, pump-out, Wi-Fi and parking are sometimes in the rate and sometimes metered.

## The season on the water

The **Fort Lauderdale International Boat Show**, held every fall, fills the marinas and the hotels, and traffic on the water and on the roads around the 17th Street Causeway is heavy for two weeks. The **Winterfest Boat Parade** in December runs along the New River and the Intracoastal, and homes on the route host some of the best parties of the year. Between them, the dry season from November to April brings calm seas and the busiest docks; summer is hot, quieter and the time to book yard work.

## For owners who rent

A dock adds value to a rental, but only if the lease says clearly who may use it. We write the dock into the lease as its own item: whether the resident may keep a boat there, the maximum length, insurance the resident must carry, and who maintains the lift. Slip rentals to third parties are often restricted by the city or the association, so check before advertising one.

Living near the marinas is one of the real pleasures of Fort Lauderdale. Know your bridges, your depths and your storm plan, and the water becomes the best part of the house.`;

const FULL_SERVICE = `"Full-service management" can mean very different things from one company to the next. Some firms collect the rent and forward the repair bills; others take the whole house off your mind. Before you sign a management agreement, it helps to know what a complete service includes, so you can compare proposals line by line. This is what ours covers, and the questions we suggest asking any company you are considering.

## Before the home is rented

### A realistic rent

A good manager prices a home from the homes that actually leased nearby, not from asking prices. Expect a short written analysis with comparable rentals, days on market and a recommendation. An overpriced home sits empty, and every month vacant costs more than the difference in rent.

### Getting it ready

We walk the home with you and agree on what to fix before it is listed: safety items first (smoke and carbon monoxide detectors, pool barriers, handrails), then what a resident will notice on a showing. The walk-through ends with a dated report and photographs of every room, which become the baseline for the security deposit later.

### Marketing and showings

Professional photos, a listing syndicated to the major rental sites and your own page on our site, and showings scheduled around your residents if the home is occupied. Ask how quickly inquiries are answered: in a busy season, the first company to reply usually gets the best applicant.

## Choosing a resident

Screening is where a manager earns most of the fee. A full service includes:

- A written application for every adult who will live in the home.
- Credit and eviction history, identity verification and a criminal background check within what fair-housing law allows.
- Income verification, usually three times the monthly rent, from pay stubs, employer letters or bank statements.
- Calls to previous landlords, who are the best predictor of how a home will be treated.

Criteria must be written down and applied the same way to every applicant. A manager who cannot show you their written criteria is a risk to you.

## The lease and the move-in

The lease should be a Florida lease, reviewed by an attorney, with addenda for what is specific to your home: the pool, the dock, the association's rules, hurricane responsibilities. Deposits must be held as Florida law requires, and the resident must receive the notice about where the deposit is kept within thirty days. At move-in, the resident signs the condition report with photos.

## While the home is occupied

### Rent and accounting

Rent collected online, late fees applied as the lease says, and a monthly owner statement with every charge, payment and expense, plus a year-end summary and a 1099 for your accountant. You should be able to see the ledger at any time without calling anyone.

### Maintenance and repairs

This is where services differ most. Ask:

- **Who answers at 2 a.m.?** A full service has an emergency line staffed around the clock, and technicians or vendors who will come.
- **What is the approval threshold?** Most agreements let the manager approve repairs under an agreed amount and ask you above it. Emergencies that threaten the home are handled first and reported immediately.
- **Are vendors licensed and insured?** They should be, and you should not pay a markup you were not told about.
- **Is there preventive maintenance?** Air-conditioning service twice a year, water heater flushing, gutter cleaning, pest control and pre-season hurricane preparation avoid most emergencies.

### Inspections

We inspect occupied homes at least once a year and share the report with photos. On the water, we also look at the seawall, the dock and the lift.

## Renewals, move-outs and the hard parts

Sixty days before a lease ends, you should hear from your manager with a recommendation: renew, and at what rent, or prepare to re-let. At move-out, the home is inspected against the move-in report, and deposit deductions are itemized and sent within the deadlines Florida law sets.

When a resident stops paying, a full service handles the notices, coordinates with an attorney if an eviction is needed, and keeps you informed at each step. It is rare with careful screening, but you want a manager who has done it before.

## What it costs

Fees are usually a percentage of collected rent for ongoing management, plus a leasing fee when a new resident is placed. Read the agreement for everything else: renewal fees, markups on maintenance, inspection fees, and what happens to fees if the home is vacant. A lower percentage with many extras can cost more than an all-inclusive rate.

The right manager is the one whose agreement you understand completely and whose reports you can read without a phone call. Ask for a sample owner statement before you sign; it tells you more about a company than any brochure.`;

const INSURANCE = `When a named storm passes over your home, the first days after it are when the outcome of your insurance claim is largely decided. Good documentation, quick notice and a clear understanding of your policy matter more than anything you say to the adjuster later. This guide walks through what Florida owners should do, in order.

## First, safety and notice

Do not return until officials have lifted evacuation orders and the roads are open. Once you are back, or once someone you trust is at the home:

1. **Photograph and film everything before anything is moved.** Walk every room, the roof from the ground, the yard, the dock and the seawall. Narrate the video with the date and what you see.
2. **Report the claim right away.** Call your insurer or use its app, and write down the claim number, the date and the name of the person you spoke with. Florida law sets deadlines for reporting hurricane claims, and waiting only makes things harder.
3. **Tell your property manager**, who can arrange emergency repairs and meet the adjuster if you are out of town.

## Prevent further damage

Your policy almost certainly requires you to take reasonable steps to protect the property from further damage. That means temporary repairs, not permanent ones:

- Tarp the roof and board broken windows.
- Remove standing water and wet carpet, and start drying the house with fans and dehumidifiers. Mold can start growing within forty-eight hours.
- Keep damaged items you remove, or at least photograph them with something that shows their size, until the adjuster says you may discard them.
- **Keep every receipt**: tarps, plywood, fans, the crew's invoice. These costs are normally reimbursed as part of the claim.

Do not sign a contract for permanent repairs, and be careful with anyone who asks you to sign over your insurance benefits. Door-to-door contractors appear after every storm; use licensed contractors you choose.

## Wind or water: which policy pays

This is the most confusing part of storm claims in Florida, and the most important to understand.

### Windstorm

Your homeowners or dwelling policy (or a separate windstorm policy, for some coastal homes) covers damage caused by wind and by rain that enters through an opening the wind created, such as a torn-off section of roof. Most Florida policies have a **hurricane deductible** that is a percentage of the dwelling coverage, commonly 2 % to 10 %. On a home insured for $600,000, a 2 % deductible is $12,000.

### Flood

Rising water, storm surge and waves are flood, and homeowners policies exclude them. Flood damage is covered only by a flood policy, through the National Flood Insurance Program or a private insurer. NFIP policies cover the building and, only if you bought it, the contents, up to their limits, and they cover less in basements and areas below the lowest elevated floor.

A home that took wind damage and surge at the same time will usually have two claims, two adjusters and two deductibles. Document which damage came from which: the water line on the walls, the roof openings, the direction of debris.

## Working with the adjuster

- **Be there, or have your manager there.** Walk the adjuster through every item on your list, including the ones that are easy to miss: the pool cage, the fence, the dock boards, the lift motor.
- **Make your own inventory.** List damaged contents with their age, what they cost and what replacing them costs today. Your pre-season video is your best evidence.
- **Ask what your policy pays:** replacement cost or actual cash value (replacement cost minus depreciation). With replacement cost, insurers often pay the depreciation only after the repair is done, so keep the invoices.
- **Get your own estimate** from a licensed contractor. If the insurer's number is far lower, you can send yours with a written explanation.

## If you disagree

Most disagreements are resolved by sending more documentation. If not, read your policy for its appraisal provision, which lets each side choose an appraiser to settle the amount. Florida also offers a mediation program for residential property claims through the Department of Financial Services. Public adjusters can help with complex claims; their fees are regulated and are a percentage of the settlement, so understand the cost before you sign.

## If the home is rented

Your dwelling policy covers the building; your residents' belongings are covered only by their own renters insurance, which is why we ask every resident to carry it. If the home is not fit to live in, the lease and Florida law set out what happens to the rent; your policy's **loss of rents** coverage, if you have it, may pay you for the months the home cannot be occupied. Keep your residents informed about repair timelines, in writing.

## Before the next storm

Once the claim is closed, take stock: raise coverage limits if rebuilding costs have gone up, consider a flood policy if you did not have one, and update your photo inventory. The best claim is one you are ready for.`;

const MIAMI_ES = `Vivir frente al mar en Miami es tan bueno como lo pintan: el amanecer sobre la bahía de Biscayne, la brisa de la tarde, la marina a dos cuadras. Pero alquilar una casa o un apartamento junto al agua trae preguntas que no aparecen cuando alquilas tierra adentro. Esta guía reúne lo que les contamos a nuestros inquilinos antes de firmar, para que elijas bien y disfrutes el lugar desde el primer día.

## Elige el barrio por cómo quieres vivir

Miami no es una sola ciudad frente al agua, sino muchas.

- **Brickell y el centro**: torres con vista a la bahía, todo a pie, el metro cerca. Ideal si trabajas en la ciudad y quieres amenidades sin carro.
- **Edgewater y Midtown**: edificios más nuevos sobre la bahía, cerca del distrito de diseño y de Wynwood.
- **Coconut Grove**: árboles, marinas tranquilas y un ritmo de pueblo. Muy buscado por familias y por quienes tienen bote.
- **Miami Beach**: el océano de un lado y la bahía del otro. Más turístico al sur, más residencial al norte.
- **Key Biscayne**: una isla con playas tranquilas y ambiente familiar; el puente es el único acceso, así que piénsalo si cruzas a diario.

Visita el barrio a la hora en que vas a vivirlo: un viernes en la noche y un lunes a las ocho de la mañana dicen más que cualquier anuncio.

## Lo que conviene preguntar antes de firmar

### Agua y clima

- **¿El edificio o la casa se ha inundado?** Pregunta directamente, y pregunta en qué piso está el estacionamiento. Algunas calles de Miami Beach y de Brickell se anegan con las mareas reales de otoño, sin que llueva.
- **¿Qué pasa en un huracán?** Quién cierra las contraventanas, si el edificio tiene generador para los ascensores y el agua, y cuál es el plan de evacuación. Si tu casa está en una zona de evacuación, ubícala en el mapa del condado antes de mudarte.
- **¿Las ventanas son de impacto?** Si no lo son, pregunta dónde están las contraventanas y quién las pone.

### Lo que incluye el alquiler

Pregunta qué está incluido: agua, internet, estacionamiento, el uso del muelle o de la marina, el gimnasio. En muchos edificios hay cuotas de mudanza y un depósito para el ascensor de carga que la asociación cobra aparte.

### Las reglas de la asociación

La mayoría de los edificios y comunidades junto al agua tienen una asociación con reglas propias: mascotas (número, peso y razas), parrillas en los balcones, horarios de mudanza, alquiler de amarres y hasta el color de las cortinas. Muchas asociaciones exigen que las apruebes antes de mudarte, con una entrevista o una verificación de antecedentes que puede tardar de dos a cuatro semanas. Tenlo en cuenta al fijar tu fecha de entrada.

## Tu seguro de inquilino

El seguro del dueño cubre el edificio, no tus cosas. Un seguro de inquilino cuesta poco al mes y cubre tus pertenencias, tu responsabilidad civil si, por ejemplo, una fuga tuya daña el apartamento de abajo, y a menudo los gastos de alojamiento si tienes que salir de la casa después de una tormenta. Revisa si cubre daños por viento y si tiene un deducible especial por huracán. Las inundaciones por marejada suelen necesitar una póliza aparte.

## Vivir con la sal y la humedad

El aire del mar es maravilloso y corrosivo. Unos hábitos sencillos cuidan la casa y tu depósito:

1. **Deja el aire acondicionado encendido** aunque viajes, a una temperatura moderada. Apagarlo en verano invita al moho en pocos días.
2. **Enjuaga con agua dulce** las barandas, los muebles de balcón y las bicicletas de vez en cuando.
3. **Avisa pronto de cualquier fuga o mancha de humedad.** Una gota que hoy se arregla en una hora es una pared abierta en un mes.
4. **Cambia el filtro del aire** cuando te lo pida tu administrador, o pídeselo si lleva tiempo sin cambiarse.

## Si tienes bote

Un amarre junto a la casa es un lujo, pero no siempre viene con el alquiler. Pregunta si el muelle está incluido, qué eslora máxima admite, si necesitas un seguro para el bote y qué pasa con el bote cuando hay un aviso de huracán. Muchas comunidades prohíben vivir a bordo o alquilar el amarre a terceros.

## Cómo trabajamos con nuestros inquilinos

Cuando alquilas con nosotros, tienes un portal para pagar la renta en línea, pedir reparaciones con fotos y seguir cada pedido hasta que se cierra, y una línea de emergencias que contesta a cualquier hora. Antes de la temporada de huracanes te enviamos el plan de tu casa o de tu edificio, y después de cada tormenta te contamos qué revisamos.

Vivir junto al mar en Miami es una decisión que se disfruta todos los días. Con las preguntas correctas antes de firmar, lo único que te quedará por decidir es desde qué lado del balcón ver el atardecer.`;

const DOCKS_DRAFT = `A dock takes more punishment than any other part of a waterfront property: sun, salt, wakes, and the occasional boat that misjudges the approach. The weeks between the end of hurricane season and the start of the busy winter months are the best time to look after it.

## Boards and fasteners

Walk the dock slowly and press on every board with your heel. Replace any that flex or show rot at the ends, and drive down or replace nails and screws that have backed out. Stainless fasteners cost more and last many times longer.

## Pilings

Look at each piling at low tide. Wrapped pilings should have their wraps intact from below the low-water line to above the high-water line; gaps let marine borers in. Note any piling that has moved, and ask a marine contractor to assess it.

## The lift

- Check cables for broken strands and replace them every few years whatever they look like.
- Grease the sheaves and check the motor's gearbox oil.
- Test the switch and the ground-fault breaker.

## Lights and power

Salt gets into every connection. Open the pedestal covers, look for green corrosion, and have an electrician replace anything that looks doubtful. Dock wiring must be on a ground-fault circuit, for the safety of anyone in the water.`;

const RENEWAL_SCHEDULED = `Renewing a lease should never be a surprise, for you or for your landlord. Here is the timeline we follow with every resident, so you always know what comes next and when.

## Ninety days before the end

We ask your landlord whether they would like to offer a renewal, and on what terms. If the home is going to be sold or the owner is moving back in, this is when you will hear about it.

## Sixty days before the end

You receive a renewal offer in your portal: the new term, the rent and anything else that changes. You can accept it with a signature, ask a question, or tell us you plan to move. If you need more time to decide, say so; we would rather know than guess.

## Thirty days before the end

If you are staying, the renewal is signed and your new lease appears in the portal. If you are moving, we schedule the move-out inspection and send you a checklist that explains what we look at, so nothing about your deposit is unexpected.

## After the end date

Staying in the home after the lease ends without a renewal makes you a month-to-month resident under Florida law, with different notice periods for both sides. It is almost always better to sign a renewal, even a short one.

## Questions we hear often

- **Can the rent go up?** Yes, at renewal, and the offer will say by how much. We base it on comparable homes and share the reasoning if you ask.
- **Can I renew for six months instead of a year?** Often yes, sometimes at a slightly higher rent.
- **What if I need to leave early?** Read the early termination clause in your lease, and talk to us as soon as you know.`;

export const DEMO_BLOG_POSTS: DemoPost[] = [
  {
    key: 'hurricane-en',
    slug: 'preparing-your-waterfront-home-for-hurricane-season',
    language: 'en',
    authorEmail: 'admin@example.com',
    title: 'Preparing your waterfront home for hurricane season',
    excerpt:
      'Shutters, seawalls, boats and paperwork: the checklist our managers walk through with every waterfront owner before June 1.',
    tags: ['Hurricanes', 'Waterfront', 'Maintenance'],
    seoTitle: 'Hurricane preparation checklist for waterfront homes',
    seoDescription:
      'How to prepare a South Florida waterfront home for hurricane season: insurance, openings, roof, seawall, dock, boat lift and a plan for when you are away.',
    status: 'published',
    days: -150,
    body: HURRICANE_EN,
  },
  {
    key: 'hurricane-es',
    slug: 'como-preparar-tu-casa-frente-al-agua-para-la-temporada-de-huracanes',
    language: 'es',
    authorEmail: 'admin@example.com',
    title: 'Cómo preparar tu casa frente al agua para la temporada de huracanes',
    excerpt:
      'Contraventanas, malecones, botes y papeles: la lista que nuestros administradores repasan con cada propietario antes del 1 de junio.',
    tags: ['Huracanes', 'Frente al agua', 'Mantenimiento'],
    seoTitle: 'Lista para preparar tu casa frente al agua para huracanes',
    seoDescription:
      'Cómo preparar una casa frente al agua en el sur de la Florida para la temporada de huracanes: seguros, aberturas, techo, malecón, muelle y un plan si no estás.',
    translationOf: 'hurricane-en',
    status: 'published',
    days: -147,
    body: HURRICANE_ES,
  },
  {
    key: 'marinas',
    slug: 'the-marinas-of-fort-lauderdale',
    language: 'en',
    authorEmail: 'sb@example.com',
    title: 'The marinas of Fort Lauderdale',
    excerpt:
      'Bridges, depths, dry stacks and boatyards: how the Venice of America fits together, and what to ask before you choose a slip.',
    tags: ['Marinas', 'Fort Lauderdale', 'Boating'],
    status: 'published',
    days: -112,
    body: MARINAS,
  },
  {
    key: 'full-service',
    slug: 'what-full-service-property-management-includes',
    language: 'en',
    authorEmail: 'admin@example.com',
    title: 'What full-service property management includes',
    excerpt:
      'From pricing and screening to 2 a.m. repairs and owner statements: what a complete service covers, and the questions to ask any manager.',
    tags: ['Property management', 'Owners'],
    status: 'published',
    days: -75,
    body: FULL_SERVICE,
  },
  {
    key: 'insurance',
    slug: 'insurance-claims-after-a-named-storm',
    language: 'en',
    authorEmail: 'admin@example.com',
    title: 'Insurance claims after a named storm',
    excerpt:
      'Wind or water, deductibles, adjusters and receipts: what Florida owners should do in the days after a hurricane, in order.',
    tags: ['Hurricanes', 'Insurance', 'Owners'],
    status: 'published',
    days: -40,
    body: INSURANCE,
  },
  {
    key: 'miami-es',
    slug: 'vivir-junto-al-mar-en-miami-guia-para-inquilinos',
    language: 'es',
    authorEmail: 'sb@example.com',
    title: 'Vivir junto al mar en Miami: guía para inquilinos',
    excerpt:
      'Barrios, asociaciones, seguros, huracanes y la sal del mar: lo que conviene saber antes de alquilar una casa junto al agua en Miami.',
    tags: ['Inquilinos', 'Miami', 'Frente al agua'],
    status: 'published',
    days: -18,
    body: MIAMI_ES,
  },
  {
    key: 'docks-draft',
    slug: 'dock-maintenance-between-seasons',
    language: 'en',
    authorEmail: 'sb@example.com',
    title: 'Dock maintenance between seasons',
    excerpt: 'Boards, pilings, the lift and the wiring: a dock checklist for the quiet weeks.',
    tags: ['Marinas', 'Maintenance'],
    status: 'draft',
    days: -2,
    body: DOCKS_DRAFT,
  },
  {
    key: 'renewal-scheduled',
    slug: 'renewing-your-lease-a-timeline-for-residents',
    language: 'en',
    authorEmail: 'admin@example.com',
    title: 'Renewing your lease: a timeline for residents',
    excerpt:
      'Ninety, sixty and thirty days before your lease ends: what happens when, and what you can ask for.',
    tags: ['Residents', 'Leases'],
    status: 'scheduled',
    days: 10,
    body: RENEWAL_SCHEDULED,
  },
];
