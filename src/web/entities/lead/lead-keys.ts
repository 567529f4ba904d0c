/** Every lead query sits under `leads`: the topic lead notifications name, so one refreshes all. */
export const leadKeys = {
  all: ['leads'] as const,
  /** The leads a management agreement can be drawn up for. */
  forContracts: () => [...leadKeys.all, 'for-contracts'] as const,
};
