/** Keycloak refused the session (signed out, revoked, the day is over): it ends here too. */
export class KeycloakSessionEnded extends Error {}
