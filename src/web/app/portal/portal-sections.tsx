import type { LucideIcon } from 'lucide-react';
import {
  BadgeDollarSign,
  Building,
  Building2,
  ClipboardList,
  Contact,
  FileSignature,
  FileText,
  Globe,
  Images,
  Inbox,
  KeyRound,
  Mail,
  ReceiptText,
  MapPinned,
  ScrollText,
  Users,
  Wrench,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { Role } from '../../../shared/constants';
import { canAny, type Permission } from '../../../shared/permissions';
import { lazyPage } from '../../lib/lazy-page';

/**
 * The portal's sections: each one is a sidebar entry and a page at /portal/<path>.
 *
 * To add one, append ONE entry to PORTAL_SECTIONS (and its lazy import above it):
 *
 *   const FooPage = lazyPage(() => import('../../features/foo/pages/foo-page'), /^\/portal\/foo/);
 *   { path: 'foo', label: { en: 'Foo', es: 'Foo' }, icon: Inbox, access: 'read:foo:any', element: <FooPage /> },
 *
 * (and add the icon to the lucide-react import).
 *
 * - `path` is relative to /portal, without slashes at either end; deeper paths
 *   (/portal/leads/123) reach the same element, which may read them with useParams()['*'].
 * - `access` is the permission (or list, any one suffices) of the API the section calls, checked
 *   against the effective role (an admin viewing as resident sees the resident's sections);
 *   other roles get the Access Denied page there. The server enforces the same rule.
 * - Order here is the order in the sidebar, after "Home".
 */
export interface PortalSection {
  path: string;
  label: { en: string; es: string };
  icon: LucideIcon;
  access: Permission | readonly Permission[];
  element: ReactNode;
}

const AdminUsersPage = lazyPage(
  () => import('../../features/admin/pages/admin-users-page'),
  /^\/portal\/users/,
);
const AdminAuditPage = lazyPage(
  () => import('../../features/admin/pages/admin-audit-page'),
  /^\/portal\/audit/,
);
const AdminOutboxPage = lazyPage(
  () => import('../../features/admin/pages/admin-outbox-page'),
  /^\/portal\/outbox/,
);
const LeadsInboxPage = lazyPage(
  () => import('../../features/leads/pages/leads-inbox-page'),
  /^\/portal\/leads/,
);
const AdminSiteSettingsPage = lazyPage(
  () => import('../../features/site/pages/admin-site-settings-page'),
  /^\/portal\/site/,
);
const AdminPagesPage = lazyPage(
  () => import('../../features/site/pages/admin-pages-page'),
  /^\/portal\/pages/,
);
const AdminCitiesPage = lazyPage(
  () => import('../../features/places/pages/admin-cities-page'),
  /^\/portal\/cities/,
);
const AdminCommunitiesPage = lazyPage(
  () => import('../../features/places/pages/admin-communities-page'),
  /^\/portal\/communities/,
);
const AdminPlansPage = lazyPage(
  () => import('../../features/site/pages/admin-plans-page'),
  /^\/portal\/plans/,
);
const ListingPhotosPage = lazyPage(
  () => import('../../features/listings/pages/listing-photos-page'),
  /^\/portal\/listing-photos/,
);
const LeasesPage = lazyPage(
  () => import('../../features/leases/pages/leases-page'),
  /^\/portal\/leases/,
);
const AdminTeamPage = lazyPage(
  () => import('../../features/site/pages/admin-team-page'),
  /^\/portal\/team/,
);
const PropertiesPage = lazyPage(
  () => import('../../features/portfolio/pages/properties-page'),
  /^\/portal\/properties/,
);
const ResidentLeasePage = lazyPage(
  () => import('../../features/resident-lease/pages/resident-lease-page'),
  /^\/portal\/lease(\/|$)/,
);
const StatementsPage = lazyPage(
  () => import('../../features/statements/pages/statements-page'),
  /^\/portal\/statements/,
);

const ApplicationsPage = lazyPage(
  () => import('../../features/applications/pages/applications-page'),
  /^\/portal\/applications/,
);

const WorkOrdersPage = lazyPage(
  () => import('../../features/work-orders/pages/work-orders-page'),
  /^\/portal\/work-orders/,
);

// One line per section keeps each addition a single-line edit.
// prettier-ignore
export const PORTAL_SECTIONS: PortalSection[] = [
  { path: 'users', label: { en: 'Users', es: 'Usuarios' }, icon: Users, access: 'read:users:any', element: <AdminUsersPage /> },
  { path: 'audit', label: { en: 'Audit log', es: 'Registro de auditoría' }, icon: ScrollText, access: 'read:audit:any', element: <AdminAuditPage /> },
  { path: 'outbox', label: { en: 'Outbox', es: 'Bandeja de salida' }, icon: Mail, access: 'read:outbox:any', element: <AdminOutboxPage /> },
  { path: 'leads', label: { en: 'Leads', es: 'Prospectos' }, icon: Inbox, access: ['read:leads:any', 'read:leads:assigned'], element: <LeadsInboxPage /> },
  { path: 'properties', label: { en: 'Properties', es: 'Propiedades' }, icon: Building, access: ['read:properties:any', 'read:properties:own'], element: <PropertiesPage /> },
  { path: 'lease', label: { en: 'My lease', es: 'Mi contrato' }, icon: KeyRound, access: 'read:tenancy:own', element: <ResidentLeasePage /> },
  { path: 'site', label: { en: 'Site settings', es: 'Ajustes del sitio' }, icon: Globe, access: 'write:site:any', element: <AdminSiteSettingsPage /> },
  { path: 'pages', label: { en: 'Site pages', es: 'Páginas del sitio' }, icon: FileText, access: 'write:site:any', element: <AdminPagesPage /> },
  { path: 'plans', label: { en: 'Plans', es: 'Planes' }, icon: BadgeDollarSign, access: 'write:site:any', element: <AdminPlansPage /> },
  { path: 'listing-photos', label: { en: 'Listings', es: 'Anuncios' }, icon: Images, access: ['write:listings:any', 'write:listings:own'], element: <ListingPhotosPage /> },
  { path: 'cities', label: { en: 'Cities', es: 'Ciudades' }, icon: MapPinned, access: 'write:site:any', element: <AdminCitiesPage /> },
  { path: 'communities', label: { en: 'Communities', es: 'Comunidades' }, icon: Building2, access: 'write:site:any', element: <AdminCommunitiesPage /> },
  { path: 'leases', label: { en: 'Leases', es: 'Contratos de alquiler' }, icon: FileSignature, access: ['read:properties:any', 'read:properties:own'], element: <LeasesPage /> },
  { path: 'team', label: { en: 'Team', es: 'Equipo' }, icon: Contact, access: 'write:site:any', element: <AdminTeamPage /> },
  { path: 'statements', label: { en: 'Owner statements', es: 'Estados del propietario' }, icon: ReceiptText, access: ['read:statements:any', 'read:statements:own'], element: <StatementsPage /> },
  { path: 'work-orders', label: { en: 'Work orders', es: 'Órdenes de trabajo' }, icon: Wrench, access: ['read:work-orders:any', 'read:work-orders:own', 'read:work-orders:assigned'], element: <WorkOrdersPage /> },
  { path: 'applications', label: { en: 'Applications', es: 'Solicitudes' }, icon: ClipboardList, access: 'read:applications:any', element: <ApplicationsPage /> },
];

export function mayOpenSection(role: Role | null, section: PortalSection): boolean {
  return canAny(role, section.access);
}

export function sectionsForRole(role: Role | null): PortalSection[] {
  return PORTAL_SECTIONS.filter((section) => mayOpenSection(role, section));
}

export function sectionLabel(section: PortalSection, language: string): string {
  return language.startsWith('es') ? section.label.es : section.label.en;
}
