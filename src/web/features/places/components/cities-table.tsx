import { ExternalLink } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { AdminCity } from '../../../../shared/schemas/cities-admin';
import { ListHeadWithActions } from '../../../components/ui/column-headers';

export const editButtonId = (slug: string) => `edit-city-${slug}`;

/** Each city with its public page and an Edit button; the row being edited is marked. */
export function CitiesTable({
  cities,
  editing,
  onEdit,
}: {
  cities: AdminCity[];
  editing: string | null;
  onEdit: (slug: string) => void;
}) {
  const { t } = useTranslation('cities-admin');
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <ListHeadWithActions
          columns={[
            t('list.city'),
            { label: t('list.state'), className: 'hidden py-2 pr-4 font-medium sm:table-cell' },
            { label: t('list.marinas'), className: 'py-2 pr-4 text-right font-medium' },
            {
              label: t('list.publicPage'),
              className: 'hidden py-2 pr-4 font-medium lg:table-cell',
            },
          ]}
          actions={t('list.actions')}
        />
        <tbody className="divide-y divide-slate-100">
          {cities.map((city) => {
            const path = `/marine-lifestyle/${city.slug}`;
            const isEditing = editing === city.slug;
            return (
              <tr key={city.slug} aria-current={isEditing ? 'true' : undefined}>
                <td className="py-2 pr-4 font-medium text-slate-900">
                  {city.name}
                  {/* Phones have no State column: the state follows the name. */}
                  <span className="font-normal text-slate-700 sm:hidden">, {city.state}</span>
                </td>
                <td className="hidden py-2 pr-4 text-slate-700 sm:table-cell">{city.state}</td>
                <td className="py-2 pr-4 text-right text-slate-700 tabular-nums">
                  {city.marinas.length}
                </td>
                <td className="hidden py-2 pr-4 lg:table-cell">
                  <Link
                    to={path}
                    aria-label={t('list.viewLabel', { city: city.name })}
                    className="inline-flex items-center gap-1 font-mono text-xs text-ocean hover:underline"
                  >
                    {path}
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                  </Link>
                </td>
                <td className="py-2 text-right whitespace-nowrap">
                  <Link
                    to={path}
                    aria-label={t('list.viewLabel', { city: city.name })}
                    className="rounded px-2 py-1 font-semibold text-ocean hover:bg-slate-100 lg:hidden"
                  >
                    {t('list.view')}
                  </Link>
                  {isEditing ? (
                    <span className="px-2 py-1 text-slate-600">{t('list.editing')}</span>
                  ) : (
                    <button
                      type="button"
                      id={editButtonId(city.slug)}
                      onClick={() => onEdit(city.slug)}
                      aria-label={t('list.editLabel', { city: city.name })}
                      className="rounded px-2 py-1 font-semibold text-ocean hover:bg-slate-100"
                    >
                      {t('list.edit')}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
