import type { LocalizedText } from '../../../shared/schemas/site';

export const DEMO_OFFICES = [
  {
    slug: 'miami',
    city: 'Miami',
    address: '1450 Brickell Bay Drive, Suite 900, Miami, FL 33131',
    phone: '+1 (305) 555-0142',
    email: 'miami@blu.example',
    latitude: 25.7617,
    longitude: -80.1918,
    sort: 0,
  },
  {
    slug: 'fort-lauderdale',
    city: 'Fort Lauderdale',
    address: '200 East Las Olas Boulevard, Suite 1400, Fort Lauderdale, FL 33301',
    phone: '+1 (954) 555-0160',
    email: 'fortlauderdale@blu.example',
    latitude: 26.1189,
    longitude: -80.1412,
    sort: 1,
  },
  {
    slug: 'naples',
    city: 'Naples',
    address: '800 Fifth Avenue South, Suite 203, Naples, FL 34102',
    phone: '+1 (239) 555-0175',
    email: 'naples@blu.example',
    latitude: 26.142,
    longitude: -81.7948,
    sort: 2,
  },
  {
    slug: 'key-west',
    city: 'Key West',
    address: '501 Front Street, Key West, FL 33040',
    phone: '+1 (305) 555-0189',
    email: 'keywest@blu.example',
    latitude: 24.5597,
    longitude: -81.8065,
    sort: 3,
  },
];

interface DemoMember {
  name: string;
  office: string;
  title: LocalizedText;
  bio: LocalizedText;
  languages: string[];
}

export const DEMO_TEAM: DemoMember[] = [
  {
    name: 'Camila Duarte',
    office: 'miami',
    languages: ['English', 'Español', 'Português'],
    title: { en: 'Founder and Managing Broker', es: 'Fundadora y broker principal' },
    bio: {
      en: 'Camila grew up on Key Biscayne and sold her first waterfront condo in 2009. She started the company after watching out-of-state owners lose a season of rent to one slow repair, and she still reads every new management agreement herself.',
      es: 'Camila se crió en Key Biscayne y vendió su primer condo frente al agua en 2009. Fundó la empresa después de ver a dueños que viven fuera perder una temporada de renta por una sola reparación lenta, y todavía lee cada contrato de administración nuevo.',
    },
  },
  {
    name: 'Alicia Reyes',
    office: 'miami',
    languages: ['English', 'Español'],
    title: { en: 'Director of Operations', es: 'Directora de operaciones' },
    bio: {
      en: 'Alicia runs the owner portal, the vendor network and the 24/7 line. Before joining she managed 400 units for a Brickell condo association. Her team answers a maintenance request in under four hours, on average, and she can show you the report.',
      es: 'Alicia dirige el portal de propietarios, la red de proveedores y la línea 24/7. Antes administraba 400 unidades para una asociación de condominio en Brickell. Su equipo responde una solicitud de mantenimiento en menos de cuatro horas en promedio, y te enseña el reporte.',
    },
  },
  {
    name: 'Marcus Bell',
    office: 'fort-lauderdale',
    languages: ['English'],
    title: { en: 'Leasing Manager, Broward', es: 'Gerente de alquileres, Broward' },
    bio: {
      en: 'Marcus prices, shows and screens every rental in Broward County. He has placed more than 600 tenants along the Las Olas canals and knows which associations approve an application in a week and which take a month.',
      es: 'Marcus fija el precio, enseña y evalúa cada alquiler en el condado de Broward. Ha colocado a más de 600 inquilinos a lo largo de los canales de Las Olas y sabe qué asociaciones aprueban una solicitud en una semana y cuáles se toman un mes.',
    },
  },
  {
    name: 'Elena Vargas',
    office: 'miami',
    languages: ['English', 'Español'],
    title: { en: 'Storm Readiness Lead', es: 'Jefa de preparación para huracanes' },
    bio: {
      en: 'Elena is a licensed general contractor who rebuilt homes in the Lower Keys after Hurricane Irma. She wrote our 72-hour checklist and coordinates the shutter crews, generator checks and post-storm inspections for every managed home.',
      es: 'Elena es contratista general con licencia y reconstruyó casas en los Cayos después del huracán Irma. Escribió nuestra lista de 72 horas y coordina a los equipos de persianas, las pruebas de generadores y las inspecciones después de cada tormenta.',
    },
  },
  {
    name: 'Thomas Whitaker',
    office: 'naples',
    languages: ['English', 'Deutsch'],
    title: { en: 'Owner Relations, Gulf Coast', es: 'Relación con propietarios, costa del Golfo' },
    bio: {
      en: 'Thomas looks after seasonal owners from Port Royal to Marco Island. He walks every new owner through their first three monthly statements by phone and knows the Naples boat-lift and seawall contractors by name.',
      es: 'Thomas atiende a los dueños de temporada desde Port Royal hasta Marco Island. Repasa por teléfono los tres primeros estados de cuenta de cada dueño nuevo y conoce por nombre a los contratistas de elevadores de botes y muros de contención de Naples.',
    },
  },
  {
    name: 'Sofía Navarro',
    office: 'key-west',
    languages: ['English', 'Español'],
    title: {
      en: 'Concierge and Marine Services Manager',
      es: 'Gerente de concierge y servicios náuticos',
    },
    bio: {
      en: 'Sofía arranges arrivals, provisioning, captains and slip rentals for owners and their guests. She holds a U.S. Coast Guard captain’s license and has delivered boats from Key West to the Bahamas more than forty times.',
      es: 'Sofía coordina llegadas, compras, capitanes y alquiler de amarres para los dueños y sus invitados. Tiene licencia de capitán de la Guardia Costera de EE. UU. y ha llevado botes de Key West a las Bahamas más de cuarenta veces.',
    },
  },
];
