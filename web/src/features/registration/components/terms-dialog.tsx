import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { REGISTRATION_TEXTS, TERMS } from '../registration-texts';

/** spec 3 §1 and §2.1: the scrollable Terms and Conditions modal with a Close button. */
export const TermsDialog = ({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) => (
  <Dialog isOpen={isOpen} onClose={onClose} title={REGISTRATION_TEXTS.termsTitle} className="terms-dialog">
    {/* Focusable so keyboard users can scroll the terms (WCAG 2.1.1); named for screen readers. */}
    <DialogBody className="terms-dialog__body" tabIndex={0} role="region" aria-label={REGISTRATION_TEXTS.termsTitle}>
      {TERMS.map(([heading, text]) => (
        <section key={heading}>
          <h4>{heading}</h4>
          <p>{text}</p>
        </section>
      ))}
    </DialogBody>
    <DialogFooter actions={<Button intent="primary" text={REGISTRATION_TEXTS.close} onClick={onClose} />} />
  </Dialog>
);
