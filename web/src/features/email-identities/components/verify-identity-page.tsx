import { NonIdealState, Spinner } from '@blueprintjs/core';
import { LinkButton } from '../../../components/link-button';
import { usePublicRead } from '../../../lib/use-public-read';
import { verifyIdentity } from '../api/verify-identity';
import { IDENTITY_TEXTS as T } from '../identity-texts';

/** Where a verification link leads (spec 3 §2.2 email identities): its visit verifies the address, signed in or not. */
export const VerifyIdentityPage = ({ email, token }: Readonly<{ email: string; token: string }>) => {
  const verification = usePublicRead(`${email}:${token}`, () => verifyIdentity(email, token));
  return (
    <main className="page page--centered">
      {verification.isPending ? (
        <Spinner aria-label={T.verifying} />
      ) : verification.isError ? (
        <NonIdealState icon="error" title={T.verifyFailed} description={<p role="alert">{verification.error.message}</p>} />
      ) : (
        <NonIdealState
          icon="tick-circle"
          title={T.verifiedTitle}
          description={T.verified(verification.data.email)}
          action={<LinkButton to="/" text={T.home} />}
        />
      )}
    </main>
  );
};
