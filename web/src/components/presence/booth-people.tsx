import { Spinner } from '@blueprintjs/core';
import './booth-people.css';
import { useBoothPresence } from './get-booth-presence';
import { PresenceBadge } from './presence-badge';
import { PRESENCE_TEXTS } from './presence-texts';

type BoothPeopleProps = Readonly<{
  jobFairId: string;
  boothId: string;
  /** 'team' adds job title (default Recruiter), address and greeting (spec 2 §2.1 Team Members). */
  variant: 'representatives' | 'team';
}>;

/**
 * A booth's recruiters by name with a presence badge, sorted by presence as the server sends them
 * (spec 2 §3), updated live: 'Booth Representatives' (spec 2 §2.2) and 'Team Members' (spec 2 §2.1).
 */
export const BoothPeople = ({ jobFairId, boothId, variant }: BoothPeopleProps) => {
  const people = useBoothPresence(jobFairId, boothId);
  const title = variant === 'team' ? PRESENCE_TEXTS.teamMembers : PRESENCE_TEXTS.representatives;
  return (
    <section className="booth-people" aria-label={title}>
      <h4>{title}</h4>
      {people.isPending ? (
        <Spinner size={20} />
      ) : (people.data ?? []).length === 0 ? (
        <p className="bp6-text-muted">{PRESENCE_TEXTS.noRepresentatives}</p>
      ) : (
        <ul className="booth-people__list">
          {(people.data ?? []).map((person) => (
            <li key={person.userId} className="booth-people__person" data-testid="booth-person">
              <div className="booth-people__line">
                <strong data-testid="booth-person-name">{`${person.firstName} ${person.lastName}`}</strong>
                <PresenceBadge status={person.presenceStatus} />
              </div>
              {variant === 'team' && (
                <div className="booth-people__details bp6-text-muted">
                  <span>{person.jobTitle || PRESENCE_TEXTS.defaultJobTitle}</span>
                  {person.address && <span>{person.address}</span>}
                  {person.greeting && <span>{person.greeting}</span>}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
