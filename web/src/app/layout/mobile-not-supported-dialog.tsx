import { Dialog, DialogBody } from '@blueprintjs/core';
import { useState } from 'react';
import { isPhoneOrTablet, readDeviceCapabilities } from '../../lib/device';
import { NAV_TEXTS } from './nav-texts';

/**
 * spec 1 §1: 'Mobile not yet supported' on a phone or tablet. Shown by the sign-in area and the signed-in
 * app only, the parts built for a desktop (its text asks to log in from one). The public pages (marketing,
 * sponsor pages, a fair's job seeker landing) are how people find and register for a fair and must work on
 * the phone they followed the link on, so they never show it.
 */
export const MobileNotSupportedDialog = () => {
  const [mobile] = useState(() => isPhoneOrTablet(readDeviceCapabilities()));
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
