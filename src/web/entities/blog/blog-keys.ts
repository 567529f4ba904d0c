/** Every blog query sits under `blog`: an editor's change refreshes the list, posts and latest. */
export const blogKeys = {
  all: ['blog'] as const,
  latest: (language: string) => [...blogKeys.all, 'latest', language] as const,
};
