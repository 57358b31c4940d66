/** A restore that cannot go on, with what to do; the CLI prints its message as the one line. */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}
