import { useQuery } from '@tanstack/react-query';
import { Languages, MapPin } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { TeamMember } from '../../../../shared/schemas/site';
import { localized } from '../../../components/layout/localized';
import { LoadState } from '../../../components/public/load-state';
import { teamQuery } from '../../../entities/team/team-query';

const AVATAR_TONES = ['#1D5F8A', '#0B2545', '#2EC4B6', '#164A6C'];

/** No staff photos: each person gets a drawn monogram over water lines. */
function Monogram({ name, index }: { name: string; index: number }) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
  const tone = AVATAR_TONES[index % AVATAR_TONES.length]!;
  return (
    <svg viewBox="0 0 80 80" className="h-20 w-20 shrink-0" aria-hidden="true" focusable="false">
      <circle cx="40" cy="40" r="40" fill={tone} />
      <path
        d="M0 58c10 0 10-5 20-5s10 5 20 5 10-5 20-5 10 5 20 5v22H0z"
        fill="#FFFFFF"
        opacity="0.14"
      />
      <text
        x="40"
        y="48"
        textAnchor="middle"
        fill={tone === '#2EC4B6' ? '#0B2545' : '#FFFFFF'}
        fontSize="26"
        fontWeight="600"
        fontFamily="Blu Display, Georgia, serif"
      >
        {initials}
      </text>
    </svg>
  );
}

function MemberCard({
  member,
  index,
  language,
}: {
  member: TeamMember;
  index: number;
  language: string;
}) {
  const { t } = useTranslation('company');
  return (
    <li className="flex flex-col rounded-2xl border border-navy/10 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-4">
        <Monogram name={member.name} index={index} />
        <div className="min-w-0">
          <h3 className="font-display text-xl font-semibold text-navy">{member.name}</h3>
          <p className="text-ocean">{localized(member.title, language)}</p>
        </div>
      </div>
      <p className="mt-4 flex-1 text-navy/80">{localized(member.bio, language)}</p>
      <dl className="mt-5 flex flex-col gap-2 border-t border-navy/10 pt-4 text-sm text-navy/75">
        {member.officeCity && (
          <div className="flex items-center gap-2">
            <dt>
              <MapPin className="h-4 w-4 text-ocean" aria-hidden="true" />
              <span className="sr-only">{t('team.office')}</span>
            </dt>
            <dd>{member.officeCity}</dd>
          </div>
        )}
        {member.languages.length > 0 && (
          <div className="flex items-center gap-2">
            <dt>
              <Languages className="h-4 w-4 text-ocean" aria-hidden="true" />
              <span className="sr-only">{t('team.languages')}</span>
            </dt>
            <dd>{member.languages.join(' · ')}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}

export function TeamGrid() {
  const { i18n } = useTranslation('company');
  const language = i18n.resolvedLanguage ?? 'en';
  const team = useQuery(teamQuery);
  if (!team.data) return <LoadState isError={team.isError} onRetry={() => void team.refetch()} />;
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {team.data.members.map((member, i) => (
        <MemberCard key={member.id} member={member} index={i} language={language} />
      ))}
    </ul>
  );
}
