/**
 * A work order is read by the office and technicians (`work-orders`) and by the resident or owner
 * on their maintenance page (`maintenance`): the two topics maintenance notifications name. A
 * change made on either side refreshes both.
 */
export const workOrderKeys = {
  all: ['work-orders'] as const,
};

export const maintenanceKeys = {
  all: ['maintenance'] as const,
};
