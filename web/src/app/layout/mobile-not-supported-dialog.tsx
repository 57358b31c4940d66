import { Dialog, DialogBody } from '@blueprintjs/core';
import { useState } from 'react';
import { NAV_TEXTS } from './nav-texts';

/** Phones and tablets, including iPads that report a desktop Safari user agent. */
export const isMobileOrTablet = (userAgent: string, maxTouchPoints: number): boolean =>
  /Android|iPhone|iPad|iPod|Mobile|Tablet|Silk|Kindle|Opera Mini|IEMobile/i.test(userAgent) ||
  (/Macintosh/.test(userAgent) && maxTouchPoints > 1);

/** spec 1 §1: the platform is for desktops and laptops. */
export const MobileNotSupportedDialog = () => {
  const [mobile] = useState(() => typeof navigator !== 'undefined' && isMobileOrTablet(navigator.userAgent, navigator.maxTouchPoints ?? 0));
  return (
    <Dialog
      isOpen={mobile}
      title={NAV_TEXTS.mobileTitle}
      icon="mobile-phone"
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
    >
      <DialogBody>
        <p>{NAV_TEXTS.mobileMessage}</p>
      </DialogBody>
    </Dialog>
  );
};
