import { Card, Icon } from '@blueprintjs/core';
import { MainHostButton } from '../../../components/main-host-button';
import { SPONSOR_TEXTS as T } from '../sponsor-texts';
import { SponsorFrame } from './sponsor-frame';

/** spec 3 §2.5 /client-invite on a sponsor subdomain: client companies register under this sponsor. */
export const ClientInvitePage = () => (
  <SponsorFrame>
    {({ sponsor }) => (
      <>
        <section className="sponsor-hero">
          <h1>{T.inviteHero(sponsor.name)}</h1>
          <p>{T.inviteText}</p>
        </section>
        <div className="sponsor-page">
          <Card className="sponsor-invite" elevation={2}>
            <span className="sponsor-invite__icon">
              <Icon icon="office" size={24} />
            </span>
            <h2>{T.registrationCard}</h2>
            <p>{T.registrationCardText}</p>
            {/* Registration is on the main host and carries the sponsor (spec 3 §2.1 sponsorId). */}
            <MainHostButton
              path={`/auth/registration?sponsorId=${encodeURIComponent(sponsor.id)}`}
              intent="primary"
              size="large"
              endIcon="arrow-right"
              text={T.registerNow}
            />
          </Card>
        </div>
      </>
    )}
  </SponsorFrame>
);
