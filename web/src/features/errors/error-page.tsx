import { AnchorButton, Button, NonIdealState } from '@blueprintjs/core';
import { useNavigate } from '@tanstack/react-router';
import { ERROR_TEXTS } from './error-texts';

const GoHome = () => {
  const navigate = useNavigate();
  return <Button intent="primary" text={ERROR_TEXTS.goHome} onClick={() => void navigate({ to: '/' })} />;
};

export const NotFoundPage = () => (
  <div className="page page--centered">
    <NonIdealState icon="search" title={ERROR_TEXTS.notFound.title} action={<GoHome />} />
  </div>
);

export const SystemErrorPage = () => (
  <div className="page page--centered">
    <NonIdealState icon="error" title={ERROR_TEXTS.systemError.title} description={ERROR_TEXTS.systemError.message} action={<GoHome />} />
  </div>
);

/** For a router error boundary: a plain link home works even when the router itself failed. */
export const FatalErrorPage = () => (
  <div className="page page--centered">
    <NonIdealState
      icon="error"
      title={ERROR_TEXTS.systemError.title}
      description={ERROR_TEXTS.systemError.message}
      action={<AnchorButton href="/" intent="primary" text={ERROR_TEXTS.goHome} />}
    />
  </div>
);
