import { DomainError } from '../../../domain/shared/errors';
import { compareCheckpoints, type Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';
import { addEmailIdentity, deleteEmailIdentity } from './add-email-identity';
import type { VerificationMail } from './verification-mail';

export type BatchSummary = Readonly<{ total: number; successful: number; failed: { email: string; message: string }[] }>;

const latest = (a: Checkpoint | null, b: Checkpoint | null) => (a === null ? b : b === null ? a : compareCheckpoints(a, b) >= 0 ? a : b);

/**
 * One command per address, each on its own stream: an address refused (listed already, not found) is counted
 * and named, the others go through ('Added {n} of {total} emails successfully', spec 3 §8).
 */
const eachOf = async (
  emails: readonly string[],
  act: (email: string) => Promise<Checkpoint | null>,
): Promise<{ summary: BatchSummary; checkpoint: Checkpoint | null }> => {
  let checkpoint: Checkpoint | null = null;
  const failed: { email: string; message: string }[] = [];
  for (const email of emails) {
    try {
      checkpoint = latest(checkpoint, await act(email));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      failed.push({ email, message: error.message });
    }
  }
  return { summary: { total: emails.length, successful: emails.length - failed.length, failed }, checkpoint };
};

/** spec 3 §7 POST …/batch. */
export const addEmailIdentities = (deps: ServiceDeps, context: CommandContext, verification: VerificationMail, emails: readonly string[]) =>
  eachOf(emails, async (email) => (await addEmailIdentity(deps, context, verification, email)).checkpoint);

/** spec 3 §7 DELETE …/batch. */
export const deleteEmailIdentities = (deps: ServiceDeps, context: CommandContext, emails: readonly string[]) =>
  eachOf(emails, (email) => deleteEmailIdentity(deps, context, email));
