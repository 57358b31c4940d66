import { Alert } from '@blueprintjs/core';
import type { ReactNode } from 'react';

type ConfirmDeleteAlertProps = Readonly<{
  isOpen: boolean;
  /** The confirm button's text, in the words of the page ('Delete', 'Yes', 'Clear'). */
  confirmText: string;
  cancelText: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The question, as the page words it. */
  children: ReactNode;
}>;

/** The one way a deletion is confirmed: a danger alert with a trash icon, asked before anything is removed. */
export const ConfirmDeleteAlert = ({
  isOpen,
  confirmText,
  cancelText,
  loading,
  onConfirm,
  onCancel,
  children,
}: ConfirmDeleteAlertProps) => (
  <Alert
    isOpen={isOpen}
    intent="danger"
    icon="trash"
    confirmButtonText={confirmText}
    cancelButtonText={cancelText}
    loading={loading}
    onConfirm={onConfirm}
    onCancel={onCancel}
  >
    {children}
  </Alert>
);
