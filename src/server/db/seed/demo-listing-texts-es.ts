/**
 * The Spanish title and description of each demo listing, by its English title. Written, not
 * machine-translated; a listing without an entry here shows its English text on the Spanish site.
 */
export const LISTING_TEXTS_ES: Record<string, { title: string; description: string }> = {
  'Bay-view two-bedroom with a wraparound balcony': {
    title: 'Dos habitaciones con vista a la bahía y balcón envolvente',
    description:
      'Una residencia de esquina en el cuarto piso con un balcón de 9 metros sobre la bahía. Habitaciones separadas, cada una con su baño, cocina abierta con encimeras de cuarzo y lavadora y secadora de tamaño completo. Incluye un puesto de valet y el agua.',
  },
  'Three-bedroom on the twelfth floor, bay to skyline': {
    title: 'Tres habitaciones en el piso doce, de la bahía a la ciudad',
    description:
      'Planta pasante con vista al este sobre la bahía de Biscayne y al oeste sobre los edificios de Brickell. Cocina de chef con estufa a gas, suite principal con dos vestidores y un depósito privado en el mismo piso.',
  },
  'Furnished one-bedroom, ready to move in': {
    title: 'Una habitación amueblada, lista para mudarse',
    description:
      'Totalmente amueblada y equipada, hasta la ropa de cama. Un estudio que sirve de oficina, un medio baño para visitas y un balcón con vista a la ciudad. Contratos de seis o doce meses.',
  },
  'High-floor two-bedroom with sunrise views': {
    title: 'Dos habitaciones en piso alto con vista al amanecer',
    description:
      'Veintidós pisos sobre la bahía, con balcón hacia el este. Las dos habitaciones son suites y hay un medio baño junto a la sala. Incluye dos puestos de estacionamiento y un depósito.',
  },
  'Bright studio steps from the pool deck': {
    title: 'Estudio luminoso a pasos de la piscina',
    description:
      'Un estudio bien distribuido con alcoba para dormir, cocina completa y lavandería propia, en el mismo piso que la piscina y el gimnasio. Internet incluido.',
  },
  'Penthouse with a private rooftop terrace': {
    title: 'Penthouse con terraza privada en la azotea',
    description:
      'El penthouse ocupa el piso entero: 288 m² interiores y una terraza de 84 m² con cocina de verano. Vestíbulo con ascensor privado, cuatro suites y vistas del Atlántico a los Everglades.',
  },
  'Two-bedroom with a skyline balcony': {
    title: 'Dos habitaciones con balcón hacia la ciudad',
    description:
      'Dos habitaciones, dos baños y un balcón sobre las luces de la ciudad. Alquilado a un residente de largo plazo.',
  },
  'Pet-friendly two-bedroom over the bay': {
    title: 'Dos habitaciones sobre la bahía, se aceptan mascotas',
    description:
      'Pisos de madera, cocina renovada y un balcón con espacio para una mesa de comedor. Se aceptan perros de hasta 23 kg; el paseo para perros frente a la bahía está cruzando la calle.',
  },
  'Canal-front two-bedroom with a slip available': {
    title: 'Dos habitaciones frente al canal, con amarre disponible',
    description:
      'Mira pasar los botes desde un balcón en el quinto piso sobre el canal. Dos habitaciones, dos baños, y uno de los amarres privados del edificio puede alquilarse con el apartamento.',
  },
  'Top-floor three-bedroom looking to the ocean': {
    title: 'Tres habitaciones en el último piso, con vista al océano',
    description:
      'El último piso del edificio: techos de 3 metros, vista al océano más allá de los canales y dos puestos de estacionamiento escriturados. El derecho al amarre se transfiere con la venta.',
  },
  'Deep-water canal home with an 80-foot dock': {
    title: 'Casa en canal de aguas profundas con muelle de 24 metros',
    description:
      'Sin puentes fijos hasta el océano. Un muelle de concreto de 24 metros con elevador para 7.250 kg, piscina frente al agua y cuatro habitaciones con vidrios de impacto. Techo nuevo en 2022.',
  },
  'Canal townhome with its own dock': {
    title: 'Casa adosada en el canal con muelle propio',
    description:
      'Tres pisos con terraza en la azotea, garaje y muelle privado para un bote de hasta 10 metros. Contrato anual; el mantenimiento del muelle está incluido.',
  },
  'Beachfront three-bedroom facing the sunset': {
    title: 'Tres habitaciones frente a la playa, de cara al atardecer',
    description:
      'Todas las habitaciones miran al Golfo. Residencia de esquina en el sexto piso con una terraza de 12 metros, cocina renovada y dos puestos en el garaje. Se vende amueblada o sin amueblar.',
  },
  'Furnished two-bedroom steps from the sand': {
    title: 'Dos habitaciones amuebladas a pasos de la arena',
    description:
      'Segundo piso, a un corto sendero de la playa. Amueblado para la temporada, con sillas y sombrillas de playa. Mínimo tres meses.',
  },
  'Bayfront villa with a private slip': {
    title: 'Villa frente a la bahía con amarre privado',
    description:
      'Una villa de dos pisos en la dársena con un amarre de 12 metros junto a la puerta trasera. Tres suites, un estudio y una terraza con mosquitero sobre los manglares.',
  },
  'Villa on the basin for an annual lease': {
    title: 'Villa en la dársena para alquiler anual',
    description:
      'Tres habitaciones, un amarre para un bote de hasta 11 metros y la piscina de la comunidad al lado. Solicitud en revisión.',
  },
  'Family home with a pool under the banyans': {
    title: 'Casa familiar con piscina bajo los banianos',
    description:
      'Cuatro habitaciones en una calle cerrada y tranquila, piscina con mosquitero, planta eléctrica para toda la casa y ventanas de impacto. Incluye el cuidado del jardín y de la piscina. Colegios y clubes de vela de Coconut Grove a poca distancia a pie.',
  },
  'Three-bedroom townhome with a walled garden': {
    title: 'Casa adosada de tres habitaciones con jardín cercado',
    description:
      'La planta baja se abre a un jardín privado; tres habitaciones arriba. Garaje para dos autos, y la piscina y las canchas de tenis de la comunidad a un corto paseo.',
  },
  'Mediterranean villa on a half-acre lot': {
    title: 'Villa mediterránea en un terreno de 2.000 m²',
    description:
      'Cinco suites, una biblioteca, cocina de verano junto a la piscina y una casa de huéspedes sobre el garaje, en 2.000 m² de jardines maduros. Bajo contrato: se reciben ofertas de respaldo.',
  },
  'Renovated upstairs two-bedroom in Little River': {
    title: 'Dos habitaciones renovadas en planta alta, en Little River',
    description:
      'La planta alta de un dúplex de los años cincuenta, recién renovada: pisos de terrazo, cocina nueva y lavadora y secadora compartidas. Estacionamiento fuera de la calle para un auto.',
  },
  'Garden-level three-bedroom with a fenced yard': {
    title: 'Tres habitaciones en planta baja con patio cercado',
    description:
      'La planta baja del dúplex, con su propio patio cercado bajo un árbol de mango. Tres habitaciones, dos baños; se consideran mascotas.',
  },
  'Harbor townhome with a deeded slip': {
    title: 'Casa adosada en el puerto con amarre escriturado',
    description:
      'Dos suites arriba, un porche sobre la dársena y un amarre para un bote de hasta 8,5 metros. Old Town a diez minutos a pie.',
  },
  'End-unit townhome on the harbor basin': {
    title: 'Casa adosada de esquina en la dársena del puerto',
    description:
      'La unidad de esquina, con ventanas en tres lados, porche envolvente y un amarre de 9 metros. Techo de metal y ventanas de impacto nuevos en 2023.',
  },
  'Restored 1910 conch cottage with a plunge pool': {
    title: 'Cabaña conch de 1910 restaurada, con piscina pequeña',
    description:
      'Pisos de pino antiguo, los calados de madera originales y un techo de lámina nuevo. Dos habitaciones, dos baños y un jardín cercado con piscina pequeña, a dos cuadras de Duval Street.',
  },
};
