import type { PlanFeature } from '../../../shared/schemas/plans';

type Text = { en: string; es: string };
const f = (key: string, label: Text, detail: Text | null = null): PlanFeature => ({
  key,
  label,
  detail,
});

// Feature lines shared by the plans; `key` lines them up on /compare.
const rent = (detail: Text | null = null) =>
  f(
    'rent-collection',
    { en: 'Rent collection and owner payouts', es: 'Cobro de renta y pagos al dueño' },
    detail,
  );
const placement = (detail: Text) =>
  f(
    'tenant-placement',
    { en: 'Tenant screening and placement', es: 'Selección y colocación de inquilinos' },
    detail,
  );
const maintenance = (detail: Text) =>
  f(
    'maintenance',
    { en: 'Maintenance with a 24/7 line', es: 'Mantenimiento con línea 24/7' },
    detail,
  );
const inspections = (detail: Text) =>
  f(
    'inspections',
    { en: 'Inspections with photo reports', es: 'Inspecciones con reporte de fotos' },
    detail,
  );
const statements = f('statements', {
  en: 'Owner portal and monthly statements',
  es: 'Portal del propietario y estado de cuenta mensual',
});
const renewals = f('renewals', {
  en: 'Lease renewals and yearly rent review',
  es: 'Renovaciones y revisión anual de la renta',
});
const stormPrep = (detail: Text) =>
  f('storm-prep', { en: 'Hurricane preparation', es: 'Preparación para huracanes' }, detail);
const postStorm = (detail: Text) =>
  f(
    'post-storm',
    { en: 'Inspection after a named storm', es: 'Inspección después de una tormenta con nombre' },
    detail,
  );
const evictions = (detail: Text) =>
  f('evictions', { en: 'Eviction coordination', es: 'Gestión de desalojos' }, detail);
const payoutDay = { en: 'Paid out by the 10th', es: 'Pago al dueño antes del día 10' };

export const DEMO_PLANS = [
  {
    slug: 'essential',
    name: 'Essential',
    summary: {
      en: 'For a long-term rental that runs smoothly: leasing, rent and repairs handled, every number in your portal.',
      es: 'Para un alquiler a largo plazo sin complicaciones: contrato, renta y reparaciones resueltos, y cada número en tu portal.',
    },
    percentOfRentBasisPoints: 800,
    monthlyFeeCents: null,
    setupFeeCents: 0,
    highlighted: false,
    sort: 1,
    features: [
      rent(payoutDay),
      placement({
        en: 'Half of one month’s rent per lease',
        es: 'Media renta de un mes por contrato',
      }),
      maintenance({
        en: 'Repairs up to $250 approved for you',
        es: 'Aprobamos reparaciones de hasta $250',
      }),
      inspections({ en: 'Move-in and move-out', es: 'Al entrar y al salir el inquilino' }),
      statements,
      renewals,
    ],
  },
  {
    slug: 'signature',
    name: 'Signature',
    summary: {
      en: 'Our most chosen plan for waterfront homes: leasing included, quarterly inspections and the full hurricane plan.',
      es: 'El plan más elegido para propiedades frente al agua: alquiler incluido, inspecciones trimestrales y el plan completo de huracanes.',
    },
    percentOfRentBasisPoints: 1000,
    monthlyFeeCents: null,
    setupFeeCents: 50000,
    highlighted: true,
    sort: 2,
    features: [
      rent(payoutDay),
      placement({ en: 'Included', es: 'Incluido' }),
      maintenance({
        en: 'Repairs up to $500 approved for you',
        es: 'Aprobamos reparaciones de hasta $500',
      }),
      inspections({ en: 'Every quarter', es: 'Cada trimestre' }),
      statements,
      renewals,
      stormPrep({
        en: 'Shutters, outdoor furniture, photos',
        es: 'Persianas, muebles de exterior, fotos',
      }),
      postStorm({ en: 'Within 48 hours', es: 'En menos de 48 horas' }),
      evictions({ en: 'Court costs billed at cost', es: 'Costos judiciales al costo' }),
    ],
  },
  {
    slug: 'waterfront-elite',
    name: 'Waterfront Elite',
    summary: {
      en: 'For second homes and luxury residences: monthly visits, dock and boat lift care, and concierge arrivals.',
      es: 'Para segundas residencias y propiedades de lujo: visitas mensuales, cuidado del muelle y del elevador del bote, y llegadas con concierge.',
    },
    percentOfRentBasisPoints: null,
    monthlyFeeCents: 89500,
    setupFeeCents: 150000,
    highlighted: false,
    sort: 3,
    features: [
      rent(payoutDay),
      placement({ en: 'Included', es: 'Incluido' }),
      maintenance({
        en: 'Repairs up to $1,000 approved for you',
        es: 'Aprobamos reparaciones de hasta $1,000',
      }),
      inspections({ en: 'Every month', es: 'Cada mes' }),
      statements,
      renewals,
      stormPrep({
        en: 'Full plan plus generator test',
        es: 'Plan completo más prueba del generador',
      }),
      postStorm({ en: 'Within 24 hours', es: 'En menos de 24 horas' }),
      evictions({ en: 'Included, court costs too', es: 'Incluida, con costos judiciales' }),
      f(
        'dock-care',
        {
          en: 'Dock, seawall and boat lift checks',
          es: 'Revisión de muelle, muro de contención y elevador del bote',
        },
        { en: 'Every quarter', es: 'Cada trimestre' },
      ),
      f(
        'concierge',
        { en: 'Concierge arrival preparation', es: 'Preparación de llegada con concierge' },
        { en: 'Two arrivals a year', es: 'Dos llegadas al año' },
      ),
    ],
  },
];
