import { DeliveryOutcomeUnknown } from '../../domain/ports/delivery-outcome';

/** What nodemailer's errors carry (its SMTPError): the SMTP command it failed on and the server's reply, if any. */
type SmtpError = Error & { code?: string; command?: string; response?: string; responseCode?: number; syscall?: string };

/**
 * nodemailer's error as the reason the delivery screen shows, and whether the message is known not to have been
 * delivered (docs/notifications.md "Exactly once"). Refused for sure: the server answered with a 4xx or 5xx
 * reply (at sign-in, sender, recipient or after the data), or the connection was never made. Anything else (the
 * connection broke or went silent after it was made) may have come after the message's last line reached the
 * server, which then keeps it: DeliveryOutcomeUnknown, so the message is never sent again.
 */
export const smtpFailure = (error: unknown): Error => {
  if (!(error instanceof Error)) return new Error(`The SMTP server could not be used: ${String(error)}`);
  const { code, command, response, responseCode, syscall } = error as SmtpError;
  if (responseCode !== undefined && response) {
    if (code === 'EAUTH') return new Error(`The SMTP server refused the sign-in: ${response}`);
    return new Error(`The SMTP server refused the message${command ? ` at ${command}` : ''}: ${response}`);
  }
  // Checked by nodemailer before anything is sent (missing credentials, an invalid address, an empty message).
  if (command === 'API' || code === 'EAUTH' || code === 'EENVELOPE' || code === 'EMESSAGE')
    return new Error(`The message could not be sent: ${error.message}`);
  if (syscall === 'connect' || syscall === 'getaddrinfo' || syscall === 'querySrv')
    return new Error(`Could not reach the SMTP server: ${error.message}`);
  return new DeliveryOutcomeUnknown(
    `The connection to the SMTP server ended before it answered (${error.message}). It may have been delivered, so it is not sent again.`,
    { cause: error },
  );
};
