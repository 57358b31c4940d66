// spec 1 §2.4: the top navigation's words by role, letter for letter.
export const NAV_TEXTS = {
  productName: 'Virtual Job Fair',
  lobby: 'Lobby',
  reports: 'Reports',
  // Not in the spec: the employer admin's fair-wide report of the selected fair.
  fairReport: 'Fair Report',
  dashboard: 'Dashboard',
  booth: 'Booth',
  companies: 'Companies',
  manageSponsors: 'Manage Sponsors',
  comms: 'Comms',
  /** Comms: the delivery status of notification sends. */
  deliveries: 'Deliveries',
  // Not in the spec: the event-history console and the admin's auditors.
  eventHistory: 'Event history',
  auditors: 'Auditors',
  myProfile: 'My Profile',
  signOut: 'Sign out',
  status: 'Status',
  connectionInterrupted: 'Connection interrupted',
  connectionInterruptedMessage: 'The live connection to the server was lost. The page keeps trying to reconnect.',
  callInterruptedMessage:
    'The video connection to the other participant was lost. The page keeps trying to reconnect; reloading brings you back into the interview.',
  reloadNow: 'Reload now',
  mobileTitle: 'Mobile not yet supported',
  mobileMessage: 'This platform does not currently support mobile or tablets. Please login using a desktop or laptop computer.',
  // Not in the spec: the lobby's greeting; the sponsor line is spec 2 §2.3's.
  welcomeTo: (fair: string) => `Welcome to ${fair}`,
  hostedBy: (org: string) => `Hosted by ${org}`,
  sponsoredBy: (name: string) => `Sponsored by: ${name}`,
  noRoleTitle: 'No role assigned',
  noRoleMessage: 'Your account has no role on this platform yet. Please contact your administrator.',
} as const;
