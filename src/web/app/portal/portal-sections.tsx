import type { LucideIcon } from 'lucide-react';
import {
  BadgeDollarSign,
  BookOpenCheck,
  BookOpen,
  Building,
  Building2,
  ClipboardList,
  Contact,
  FileSignature,
  FileSpreadsheet,
  FileText,
  HandCoins,
  Globe,
  Images,
  Inbox,
  KeyRound,
  Landmark,
  Mail,
  Receipt,
  ReceiptText,
  MapPinned,
  ScrollText,
  Truck,
  Users,
  Wrench,
} from 'lucide-react';
import type { Role } from '../../../shared/constants';
import { canAny, type Permission } from '../../../shared/permissions';
import { lazyPage, type LazyPage } from '../../lib/lazy-page';

/**
 * The portal's sections: each one is a sidebar entry and a page at /portal/<path>.
 *
 * To add one, append ONE entry to PORTAL_SECTIONS (and its lazy import above it):
 *
 *   const FooPage = lazyPage(() => import('../../features/foo/pages/foo-page'));
 *   { path: 'foo', label: { en: 'Foo', es: 'Foo' }, icon: Inbox, access: 'read:foo:any', page: FooPage },
 *
 * (and add the icon to the lucide-react import).
 *
 * - `path` is relative to /portal, without slashes at either end; deeper paths
 *   (/portal/leads/123) reach the same page, which may read them with useParams()['*'].
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
  page: LazyPage;
}

const AdminUsersPage = lazyPage(() => import('../../features/admin/pages/admin-users-page'));
const AdminAuditPage = lazyPage(() => import('../../features/admin/pages/admin-audit-page'));
const AdminOutboxPage = lazyPage(() => import('../../features/admin/pages/admin-outbox-page'));
const LeadsInboxPage = lazyPage(() => import('../../features/leads/pages/leads-inbox-page'));
const AdminSiteSettingsPage = lazyPage(
  () => import('../../features/site/pages/admin-site-settings-page'),
);
const AdminPagesPage = lazyPage(() => import('../../features/site/pages/admin-pages-page'));
const AdminCitiesPage = lazyPage(() => import('../../features/places/pages/admin-cities-page'));
const AdminCommunitiesPage = lazyPage(
  () => import('../../features/places/pages/admin-communities-page'),
);
const AdminPlansPage = lazyPage(() => import('../../features/site/pages/admin-plans-page'));
const ListingPhotosPage = lazyPage(
  () => import('../../features/listings/pages/listing-photos-page'),
);
const LeasesPage = lazyPage(() => import('../../features/leasing/pages/leases-page'));
const AdminTeamPage = lazyPage(() => import('../../features/site/pages/admin-team-page'));
const PropertiesPage = lazyPage(() => import('../../features/properties/pages/properties-page'));
const ResidentLeasePage = lazyPage(
  () => import('../../features/leasing/pages/resident-lease-page'),
);
const BooksPage = lazyPage(() => import('../../features/books/pages/books-page'));
const StatementsPage = lazyPage(() => import('../../features/statements/pages/statements-page'));
const ReportsPage = lazyPage(() => import('../../features/reports/pages/reports-page'));

const ApplicationsPage = lazyPage(
  () => import('../../features/applications/pages/applications-page'),
);

const BankingPage = lazyPage(() => import('../../features/banking/pages/banking-page'));

const VendorsPage = lazyPage(() => import('../../features/bills/pages/vendors-page'));
const BillsPage = lazyPage(() => import('../../features/bills/pages/bills-page'));
const PayoutsPage = lazyPage(() => import('../../features/payouts/pages/payouts-page'));
const TaxFormsPage = lazyPage(() => import('../../features/tax-forms/pages/tax-forms-page'));

const WorkOrdersPage = lazyPage(() => import('../../features/maintenance/pages/work-orders-page'));

// One line per section keeps each addition a single-line edit.
// prettier-ignore
export const PORTAL_SECTIONS: PortalSection[] = [
  { path: 'users', label: { en: 'Users', es: 'Usuarios' }, icon: Users, access: 'read:users:any', page: AdminUsersPage },
  { path: 'audit', label: { en: 'Audit log', es: 'Registro de auditoría' }, icon: ScrollText, access: 'read:audit:any', page: AdminAuditPage },
  { path: 'outbox', label: { en: 'Outbox', es: 'Bandeja de salida' }, icon: Mail, access: 'read:outbox:any', page: AdminOutboxPage },
  { path: 'leads', label: { en: 'Leads', es: 'Prospectos' }, icon: Inbox, access: ['read:leads:any', 'read:leads:assigned'], page: LeadsInboxPage },
  { path: 'properties', label: { en: 'Properties', es: 'Propiedades' }, icon: Building, access: ['read:properties:any', 'read:properties:own'], page: PropertiesPage },
  { path: 'lease', label: { en: 'My lease', es: 'Mi contrato' }, icon: KeyRound, access: 'read:tenancy:own', page: ResidentLeasePage },
  { path: 'site', label: { en: 'Site settings', es: 'Ajustes del sitio' }, icon: Globe, access: 'write:site:any', page: AdminSiteSettingsPage },
  { path: 'pages', label: { en: 'Site pages', es: 'Páginas del sitio' }, icon: FileText, access: 'write:site:any', page: AdminPagesPage },
  { path: 'plans', label: { en: 'Plans', es: 'Planes' }, icon: BadgeDollarSign, access: 'write:site:any', page: AdminPlansPage },
  { path: 'listing-photos', label: { en: 'Listings', es: 'Anuncios' }, icon: Images, access: ['write:listings:any', 'write:listings:own'], page: ListingPhotosPage },
  { path: 'cities', label: { en: 'Cities', es: 'Ciudades' }, icon: MapPinned, access: 'write:site:any', page: AdminCitiesPage },
  { path: 'communities', label: { en: 'Communities', es: 'Comunidades' }, icon: Building2, access: 'write:site:any', page: AdminCommunitiesPage },
  { path: 'leases', label: { en: 'Leases', es: 'Contratos de alquiler' }, icon: FileSignature, access: ['read:properties:any', 'read:properties:own'], page: LeasesPage },
  { path: 'team', label: { en: 'Team', es: 'Equipo' }, icon: Contact, access: 'write:site:any', page: AdminTeamPage },
  { path: 'statements', label: { en: 'Owner statements', es: 'Estados del propietario' }, icon: ReceiptText, access: ['read:statements:any', 'read:statements:own'], page: StatementsPage },
  { path: 'reports', label: { en: 'Reports', es: 'Informes' }, icon: BookOpenCheck, access: ['read:reports:any', 'read:reports:own'], page: ReportsPage },
  { path: 'books', label: { en: 'Books', es: 'Contabilidad' }, icon: BookOpen, access: 'manage:books:any', page: BooksPage },
  { path: 'work-orders', label: { en: 'Work orders', es: 'Órdenes de trabajo' }, icon: Wrench, access: ['read:work-orders:any', 'read:work-orders:own', 'read:work-orders:assigned'], page: WorkOrdersPage },
  { path: 'applications', label: { en: 'Applications', es: 'Solicitudes' }, icon: ClipboardList, access: 'read:applications:any', page: ApplicationsPage },
  { path: 'vendors', label: { en: 'Vendors', es: 'Proveedores' }, icon: Truck, access: 'manage:vendors:any', page: VendorsPage },
  { path: 'bills', label: { en: 'Bills', es: 'Facturas' }, icon: Receipt, access: ['manage:bills:any', 'read:bills:own'], page: BillsPage },
  { path: 'payouts', label: { en: 'Owner payouts', es: 'Pagos a propietarios' }, icon: HandCoins, access: 'manage:payouts:any', page: PayoutsPage },
  { path: 'tax-forms', label: { en: '1099s', es: 'Formularios 1099' }, icon: FileSpreadsheet, access: 'read:tax-forms:any', page: TaxFormsPage },
  { path: 'banking', label: { en: 'Bank reconciliation', es: 'Conciliación bancaria' }, icon: Landmark, access: 'write:banking:any', page: BankingPage },
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
