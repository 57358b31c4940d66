// spec 3 §2.1 and §7: the registration form's robot check. Proof of work (ALTCHA) by default, so it
// works with no outside service; the challenge is public, the solution is verified on the server.
export interface RobotCheck {
  /** A fresh challenge for the browser widget (its JSON shape belongs to the adapter). */
  challenge(): Promise<Record<string, unknown>>;
  /** True when the payload solves a challenge this server issued, unexpired and not used before. */
  verify(payload: string): Promise<boolean>;
}
