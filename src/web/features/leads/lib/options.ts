import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * Options for a select or group from a schema's value list, labelled from `leads:options.<group>`
 * (or another namespace's `options.<group>` when `ns` is given).
 */
export function useOptions(ns = 'leads') {
  const { t } = useTranslation(ns);
  return useCallback(
    (group: string, values: readonly string[]) =>
      values.map((value) => ({ value, label: t(`options.${group}.${value}`) })),
    [t],
  );
}
