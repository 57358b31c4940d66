import { OverlayToaster, Position, type Toaster, type ToastProps } from '@blueprintjs/core';

// One toast stack for the app, above everything else (spec 1 §9: z-order 1000).
let toaster: Promise<Toaster> | null = null;

export const showToast = (props: ToastProps): void => {
  toaster ??= OverlayToaster.create({ position: Position.TOP, className: 'app-toaster' });
  void toaster.then((instance) => instance.show({ timeout: 3000, ...props }));
};
