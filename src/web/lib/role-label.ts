import type { TFunction } from '../i18n/translator';
import type { Role } from '../../shared/constants';

/**
 * The name people read for a role ("Sales broker", "Agente de ventas"). Codes such as `sb` stay in
 * tokens, storage and the API; every screen that shows a role goes through here. The names live in
 * the `common` namespace, which every page loads. A code this build does not know (an old audit
 * row) is shown as stored rather than hidden.
 */
export function roleLabel(role: Role | (string & {}), t: TFunction): string {
  return t(`roles.${role}`, { ns: 'common', defaultValue: role });
}
