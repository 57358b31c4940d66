import { OverlayToaster, Position, type Toaster, type ToastProps } from '@blueprintjs/core';

// One toast stack for the app, above everything else (spec 1 §9: z-order 1000).
let toaster: Promise<Toaster> | null = null;

/** Shows a toast; a `key` lets a later dismissToast take it back (or a second show replace it). */
export const showToast = (props: ToastProps, key?: string): void => {
  toaster ??= OverlayToaster.create({ position: Position.TOP, className: 'app-toaster' });
  void toaster.then((instance) => instance.show({ timeout: 3000, ...props }, key));
};

export const dismissToast = (key: string): void => {
  void toaster?.then((instance) => instance.dismiss(key));
};
