import type { AccountType } from './schema/accounting';

/**
 * The chart of accounts the code posts to, by `system_key` (docs/accounting.md says what each is
 * for and whose money it holds). Written at every start by `ensureReferenceData`, never
 * overwriting an edit: an administrator may rename an account or make it inactive, and may add
 * accounts of their own.
 *
 * Numbering: 1xxx assets, 2xxx liabilities, 3xxx equity; income and expenses of the owners'
 * properties are 40xx and 50xx, the company's own are 45xx and 60xx.
 */
export const SYSTEM_ACCOUNTS = [
  // Cash. The two trust (escrow) accounts hold other people's money and are reconciled monthly.
  {
    key: 'trust_cash',
    code: '1010',
    type: 'asset',
    isTrust: true,
    name: 'Trust cash – rents and owner funds',
    nameEs: 'Efectivo fiduciario – rentas y fondos de propietarios',
  },
  {
    key: 'deposit_escrow_cash',
    code: '1020',
    type: 'asset',
    isTrust: true,
    name: 'Trust cash – security deposit escrow',
    nameEs: 'Efectivo fiduciario – custodia de depósitos de garantía',
  },
  {
    key: 'operating_cash',
    code: '1030',
    type: 'asset',
    isTrust: false,
    name: 'Company operating cash',
    nameEs: 'Efectivo operativo de la empresa',
  },
  {
    key: 'tenant_receivable',
    code: '1100',
    type: 'asset',
    isTrust: false,
    name: 'Accounts receivable – tenants',
    nameEs: 'Cuentas por cobrar – inquilinos',
  },
  // What the company holds for others.
  {
    key: 'security_deposits_held',
    code: '2010',
    type: 'liability',
    isTrust: false,
    name: 'Security deposits held',
    nameEs: 'Depósitos de garantía retenidos',
  },
  {
    key: 'prepaid_rent',
    code: '2020',
    type: 'liability',
    isTrust: false,
    name: 'Prepaid rent',
    nameEs: 'Renta pagada por adelantado',
  },
  {
    key: 'owner_funds_held',
    code: '2030',
    type: 'liability',
    isTrust: false,
    name: 'Owner funds held',
    nameEs: 'Fondos de propietarios retenidos',
  },
  {
    key: 'accounts_payable',
    code: '2100',
    type: 'liability',
    isTrust: false,
    name: 'Accounts payable – vendors',
    nameEs: 'Cuentas por pagar – proveedores',
  },
  {
    key: 'opening_balances',
    code: '3900',
    type: 'equity',
    isTrust: false,
    name: 'Opening balances equity',
    nameEs: 'Patrimonio de saldos iniciales',
  },
  // The owners' properties: what their tenants pay and what their properties cost.
  {
    key: 'rent_income',
    code: '4010',
    type: 'income',
    isTrust: false,
    name: 'Rent income',
    nameEs: 'Ingresos por renta',
  },
  {
    key: 'late_fee_income',
    code: '4020',
    type: 'income',
    isTrust: false,
    name: 'Late-fee income',
    nameEs: 'Ingresos por recargos por mora',
  },
  {
    key: 'other_tenant_income',
    code: '4030',
    type: 'income',
    isTrust: false,
    name: 'Other tenant income',
    nameEs: 'Otros ingresos de inquilinos',
  },
  {
    key: 'management_fees',
    code: '5010',
    type: 'expense',
    isTrust: false,
    name: 'Management fees',
    nameEs: 'Honorarios de administración',
  },
  {
    key: 'repairs_maintenance',
    code: '5100',
    type: 'expense',
    isTrust: false,
    name: 'Repairs and maintenance',
    nameEs: 'Reparaciones y mantenimiento',
  },
  {
    key: 'utilities',
    code: '5110',
    type: 'expense',
    isTrust: false,
    name: 'Utilities',
    nameEs: 'Servicios públicos',
  },
  {
    key: 'insurance',
    code: '5120',
    type: 'expense',
    isTrust: false,
    name: 'Insurance',
    nameEs: 'Seguros',
  },
  {
    key: 'property_tax',
    code: '5130',
    type: 'expense',
    isTrust: false,
    name: 'Property tax',
    nameEs: 'Impuesto a la propiedad',
  },
  {
    key: 'hoa_dues',
    code: '5140',
    type: 'expense',
    isTrust: false,
    name: 'HOA dues',
    nameEs: 'Cuotas de la asociación (HOA)',
  },
  {
    key: 'landscaping',
    code: '5150',
    type: 'expense',
    isTrust: false,
    name: 'Landscaping',
    nameEs: 'Jardinería',
  },
  {
    key: 'pest_control',
    code: '5160',
    type: 'expense',
    isTrust: false,
    name: 'Pest control',
    nameEs: 'Control de plagas',
  },
  {
    key: 'cleaning',
    code: '5170',
    type: 'expense',
    isTrust: false,
    name: 'Cleaning',
    nameEs: 'Limpieza',
  },
  // The company's own income and expenses.
  {
    key: 'management_fee_income',
    code: '4510',
    type: 'income',
    isTrust: false,
    name: 'Management-fee income',
    nameEs: 'Ingresos por honorarios de administración',
  },
  {
    key: 'card_fee_income',
    code: '4520',
    type: 'income',
    isTrust: false,
    name: 'Card-fee income',
    nameEs: 'Ingresos por cargos de tarjeta',
  },
  {
    key: 'interest_income',
    code: '4530',
    type: 'income',
    isTrust: false,
    name: 'Interest income',
    nameEs: 'Ingresos por intereses',
  },
  {
    key: 'bank_fees',
    code: '6010',
    type: 'expense',
    isTrust: false,
    name: 'Bank fees',
    nameEs: 'Comisiones bancarias',
  },
] as const satisfies readonly {
  key: string;
  code: string;
  type: AccountType;
  isTrust: boolean;
  name: string;
  nameEs: string;
}[];

/** The stable name of an account the code posts to. */
export type SystemAccountKey = (typeof SYSTEM_ACCOUNTS)[number]['key'];
