// Every table, for Drizzle's relational queries. Add one line per schema file.
export * from './schema/identity';
export * from './schema/audit';
export * from './schema/messaging';
export * from './schema/site';
export * from './schema/leads';
export * from './schema/places';
export * from './schema/market';
export * from './schema/leasing';
export * from './schema/money';
export * from './schema/lease-notices';
export * from './schema/statements';
export * from './schema/applications';
export * from './schema/maintenance';
export * from './schema/contracts';
export * from './schema/blog';
export * from './schema/accounting';
export * from './schema/banking';
