import { Button, Card, Icon, Tag } from '@blueprintjs/core';
import { SPONSOR_TEXTS as T } from '../sponsor-texts';
import { type Sponsor, sponsorHost, sponsorSiteUrl } from '../sponsor-types';

type SponsorCardProps = Readonly<{ sponsor: Sponsor; platformDomain: string; onEdit: () => void; onDelete: () => void }>;

/** One sponsor of the list: name, site, tagline and description, with Edit and Delete (spec 3 §2.2). */
export const SponsorCard = ({ sponsor, platformDomain, onEdit, onDelete }: SponsorCardProps) => (
  <Card className="sponsor-card" aria-label={sponsor.name}>
    <h2 className="sponsor-card__name">{sponsor.name}</h2>
    <div className="sponsor-card__site">
      {sponsor.subdomain ? (
        <a href={sponsorSiteUrl(sponsor.subdomain, platformDomain)} target="_blank" rel="noreferrer">
          <Icon icon="globe-network" /> {sponsorHost(sponsor.subdomain, platformDomain)}
        </a>
      ) : (
        <Tag minimal>{T.noSubdomain}</Tag>
      )}
    </div>
    <p className="sponsor-card__tagline">{sponsor.sponsoredByText}</p>
    {sponsor.description && <p className="sponsor-card__description">{sponsor.description}</p>}
    <div className="sponsor-card__actions">
      <Button icon="edit" text={T.edit} onClick={onEdit} aria-label={`${T.edit} ${sponsor.name}`} />
      <Button
        icon="trash"
        intent="danger"
        variant="outlined"
        text={T.delete}
        onClick={onDelete}
        aria-label={`${T.delete} ${sponsor.name}`}
      />
    </div>
  </Card>
);
