/**
 * Signed out or expired at Keycloak: keycloak-js drops its tokens when the refresh is refused (400), and the
 * session ends here too. A module of its own, so that the identity session can tell it apart without loading
 * keycloak-js.
 */
export class KeycloakSessionEnded extends Error {}
