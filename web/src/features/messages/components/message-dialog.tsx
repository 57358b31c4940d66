import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { FormEvent, ReactNode } from 'react';

type MessageDialogProps = Readonly<{
  title: string;
  isOpen: boolean;
  onClose: () => void;
  onSubmit: () => void;
  submitText: string;
  cancelText: string;
  submitting: boolean;
  children: ReactNode;
}>;

/** The frame both broadcast dialogs share: a form whose submit sends and whose cancel closes. */
export const MessageDialog = ({ title, isOpen, onClose, onSubmit, submitText, cancelText, submitting, children }: MessageDialogProps) => (
  <Dialog title={title} isOpen={isOpen} onClose={onClose} icon="send-message">
    {/* The shared zod rules speak, in the spec's words; the browser's own bubbles would stop the submit first. */}
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <DialogBody>{children}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={cancelText} onClick={onClose} />
            <Button type="submit" intent="primary" icon="send-message" text={submitText} loading={submitting} />
          </>
        }
      />
    </form>
  </Dialog>
);
