import { AnchorButton, type AnchorButtonProps } from '@blueprintjs/core';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { mainOrigin, sponsorSubdomainOf } from '../lib/platform-host';

/**
 * A button to a page of the main host (sign-in, registration, a fair's job seeker page), `path` with its
 * query. On a sponsor subdomain, which serves only the sponsor's pages (spec 3 §2.3), it links to the main
 * host; on the main host it navigates inside the app.
 */
export const MainHostButton = ({ path, ...props }: Omit<AnchorButtonProps, 'href' | 'onClick'> & Readonly<{ path: string }>) => {
  const router = useRouter();
  const onMainHost = sponsorSubdomainOf(window.location.hostname) === null;
  const navigateInApp = (event: MouseEvent<HTMLElement>) => {
    // A modified click (new tab, new window) keeps the browser's own behaviour.
    if (!onMainHost || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void router.navigate({ href: path });
  };
  return <AnchorButton href={onMainHost ? path : `${mainOrigin(window.location)}${path}`} onClick={navigateInApp} {...props} />;
};
