import { NonIdealState } from '@blueprintjs/core';

/** Sponsor subdomains (spec 3 §2.3) route here until the sponsor pages are built. */
export const SponsorUnavailablePage = () => (
  <div className="page page--centered">
    <NonIdealState
      icon="office"
      title="Sponsor pages are not available yet"
      description="This sponsor site opens once the sponsor pages are released."
    />
  </div>
);
