import { AnchorButton } from '@blueprintjs/core';
import { createLink } from '@tanstack/react-router';

/** A Blueprint button that is a router link (real href, client-side navigation). */
export const LinkButton = createLink(AnchorButton);
