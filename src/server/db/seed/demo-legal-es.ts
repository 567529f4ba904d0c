// Versión en español de los textos legales, escrita para lectores de Miami (no traducida palabra
// por palabra). Los {{…}} se llenan con los datos de la empresa al mostrar la página.

const TERMS = `Última actualización: 1 de noviembre de 2026

Estos términos aplican cuando usas el sitio web de {{brandName}}, el portal de propietarios e inquilinos y los servicios que {{legalName}} ("nosotros") presta en la Florida. Al usar el sitio o el portal, los aceptas. Si firmas con nosotros un contrato de administración o de alquiler, ese documento firmado manda en todo lo que difiera de estos términos.

## Quiénes somos

{{legalName}} es una empresa de bienes raíces y administración de propiedades de la Florida, con oficina principal en {{address}}. Los servicios inmobiliarios los presta, o los supervisa, un broker con licencia del Departamento de Regulación Profesional y de Negocios de la Florida, según el Capítulo 475 de los Estatutos de la Florida.

## Uso del sitio

- La información del sitio (propiedades, rentas, precios y cifras del mercado) se publica de buena fe, pero puede cambiar sin aviso. Un anuncio es una invitación a aplicar, no una oferta de alquiler o de venta.
- Los pies cuadrados, el año de construcción, las amenidades y las reglas de la asociación vienen de los dueños, de las asociaciones y de registros públicos. Verifica lo que sea importante para tu decisión antes de firmar.
- Las cifras del mercado y los "resultados en números" describen propiedades que administramos en el pasado. No garantizan la renta, la ocupación ni el valor que alcanzará tu propiedad.
- No está permitido copiar anuncios de forma masiva, extraer datos del sitio con programas, poner a prueba su seguridad ni usarlo para enviar mensajes no solicitados.

## Cuentas y portal

- Eres responsable de mantener tu contraseña en privado y de todo lo que se haga con tu cuenta. Avísanos de inmediato a {{supportEmail}} si crees que alguien más la usó.
- Podemos suspender una cuenta que se use para violar estos términos, la ley o un contrato de alquiler, y te diremos el motivo salvo que la ley lo impida.
- Los documentos, estados de cuenta y mensajes del portal son copias para tu comodidad. Cuando existe un original firmado, ese original es el que vale.

## Pagos

- La renta, los depósitos y las facturas que pagas en línea los procesa nuestro proveedor de pagos. Un pago se considera recibido cuando el dinero llega a nuestra cuenta de depósito en garantía u operativa, no cuando oprimes "Pagar".
- Los depósitos de seguridad y la renta adelantada se guardan como exige la sección 83.49 de los Estatutos de la Florida. El dinero de los dueños se mantiene en cuentas fiduciarias, como exige el Capítulo 475.
- Un pago devuelto o reclamado puede tener el cargo que permitan tu contrato y la sección 68.065 de los Estatutos de la Florida.

## Formularios y solicitudes

Cuando nos envías un formulario (una propuesta de administración, una solicitud de alquiler, un pedido de concierge o de reparación) te respondemos con un número de referencia y un correo de confirmación. Enviar un formulario no crea un contrato de administración, de alquiler ni de servicios: esos empiezan solo cuando ambas partes firman.

Las solicitudes de alquiler se deciden sin importar raza, color, religión, sexo, origen nacional, discapacidad, situación familiar ni ninguna otra categoría protegida por la Ley federal de Vivienda Justa, la Ley de Vivienda Justa de la Florida y las ordenanzas de los condados de Miami-Dade, Broward, Collier y Monroe.

## Servicios de huracanes

La preparación para huracanes y las inspecciones después de una tormenta las hacemos con cuidado razonable y en el orden que fija nuestro plan, pero no podemos garantizar que una propiedad no sufra daños ni que los equipos lleguen cuando las autoridades cierran calles o puentes. No somos una aseguradora y no sustituimos tu póliza de viento, de inundación ni de vivienda. Las órdenes de evacuación del condado siempre van primero.

## Propiedad intelectual

Los textos, ilustraciones, logotipos y programas del sitio pertenecen a {{legalName}} o a quienes nos dan licencia. Puedes imprimir o guardar páginas para tu uso personal. Las fotos y descripciones que los dueños nos dan para un anuncio siguen siendo de ellos y se usan según el contrato de listado.

## Límite de responsabilidad

En la medida que lo permita la ley de la Florida, no respondemos por pérdidas indirectas derivadas del uso del sitio o del portal, incluida la renta que se deje de cobrar por una falla del sitio. Nada de esto limita la responsabilidad que la ley no permite limitar, ni nuestras obligaciones bajo un contrato de administración o de alquiler firmado.

## Ley aplicable

Estos términos se rigen por las leyes del Estado de la Florida. Cualquier disputa sobre ellos se ventila en los tribunales estatales del condado de Miami-Dade, salvo que un contrato firmado indique otro lugar.

## Cambios y contacto

Podemos actualizar estos términos; la fecha de arriba indica la versión vigente, y avisaremos por correo a los usuarios del portal al menos 14 días antes de un cambio que los afecte. Preguntas: {{supportEmail}}, {{phone}}, o por correo postal a {{address}}.`;

const PRIVACY = `Última actualización: 1 de noviembre de 2026

Esta política explica qué información personal recoge {{legalName}} ("nosotros") a través del sitio, el portal y los servicios de {{brandName}}, para qué la usamos, con quién la compartimos y qué opciones tienes.

## Qué recogemos

- **Datos de contacto** que nos das en formularios y cuentas: nombre, correo, teléfono, dirección postal e idioma preferido.
- **Datos de la propiedad** que nos dan los dueños: direcciones, datos de la asociación, fotos, llaves y códigos de acceso, seguros y proveedores.
- **Solicitudes de alquiler**: empleo, ingresos, historial de alquiler, referencias y, con tu consentimiento por escrito, los datos de identidad que una empresa de evaluación necesita para los reportes de crédito, desalojos y antecedentes penales.
- **Pagos**: el monto, la fecha y los últimos cuatro dígitos de la tarjeta o cuenta. Los números completos de tarjeta van directo a nuestro proveedor de pagos y nunca llegan a nuestros servidores.
- **Actividad en el portal**: solicitudes de mantenimiento, mensajes, fotos que subes, documentos que firmas y un registro de inicios de sesión por seguridad.
- **Datos técnicos**: dirección IP, tipo de navegador y páginas visitadas, que guardamos en los registros del servidor hasta 90 días.

## Para qué la usamos

1. Para atender tu solicitud y enviarte la confirmación que pediste.
2. Para administrar propiedades y contratos: cobrar la renta, pagarles a los dueños, coordinar reparaciones y llevar los registros que exige la ley de la Florida.
3. Para evaluar a los solicitantes de alquiler de forma justa y uniforme, según la Ley federal de Informes de Crédito Justos (FCRA).
4. Para enviarte alertas de tormenta y avisos de servicio sobre la propiedad que tienes o alquilas.
5. Para mantener seguro el portal e investigar usos indebidos.

No vendemos información personal ni la usamos para perfiles de publicidad.

## Con quién la compartimos

- Empresas de evaluación de inquilinos, solo para solicitantes que dieron su consentimiento.
- Nuestro proveedor de pagos, para procesar rentas y facturas.
- Proveedores y técnicos, solo con el nombre, el teléfono y los datos de acceso que el trabajo requiere.
- Asociaciones de condominio y de propietarios, cuando deben aprobar a un inquilino.
- Los dueños reciben el resumen de la solicitud y el contrato de sus propios inquilinos; los inquilinos reciben los datos del dueño que exige la sección 83.50 de los Estatutos de la Florida.
- Tribunales, autoridades y aseguradoras cuando la ley lo exige o un reclamo lo necesita.

## Cookies y almacenamiento local

Usamos una sola cookie esencial para mantener tu sesión en el portal. El sitio también guarda algunas preferencias en tu navegador: el idioma que elegiste y lo que marcaste en la lista de preparación para huracanes. No usamos cookies de publicidad ni de rastreo de terceros.

## Cuánto tiempo la guardamos

Los registros de alquileres, cuentas en garantía y transacciones se guardan al menos cinco años, como exige a los brokers la sección 475.5015 de los Estatutos de la Florida. Las solicitudes de alquiler no aprobadas se borran a los dos años. Los formularios que no se convirtieron en un negocio se borran a los tres años.

## Seguridad

Las contraseñas se guardan cifradas de forma irreversible, el portal funciona con conexiones cifradas y cada empleado ve solo los registros que su función necesita. Si una filtración afecta tu información personal, te avisaremos en un plazo de 30 días, como exige la Ley de Protección de la Información de la Florida (sección 501.171).

## Tus opciones y derechos

Puedes pedir una copia de tu información personal, pedir que la corrijamos o que borremos lo que no estamos obligados a guardar. Escríbenos a {{supportEmail}} o llama al {{phone}}; respondemos en 30 días. Puedes darte de baja de los correos de servicio desde tu perfil en el portal, salvo las alertas de tormenta y los avisos sobre un contrato.

## Menores

El sitio no está dirigido a menores de 13 años y no recogemos su información a sabiendas.

## Contacto

{{legalName}}, {{address}}. Correo {{supportEmail}}, teléfono {{phone}}. Esta política también está en inglés: cambia el idioma del sitio a English.`;

export const DEMO_LEGAL_ES = [
  {
    slug: 'terms-and-conditions',
    language: 'es',
    title: 'Términos y condiciones',
    description:
      'Los términos que aplican cuando usas nuestro sitio, el portal y nuestros servicios.',
    body: TERMS,
  },
  {
    slug: 'privacy-policy',
    language: 'es',
    title: 'Política de privacidad',
    description:
      'Qué información personal recogemos, para qué, con quién la compartimos y cómo ejercer tus derechos.',
    body: PRIVACY,
  },
];
