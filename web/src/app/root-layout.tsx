import { Outlet } from '@tanstack/react-router';
import { MobileNotSupportedDialog } from './layout/mobile-not-supported-dialog';
import { useAppEffects } from './use-app-effects';

export const RootLayout = () => {
  useAppEffects();
  return (
    <>
      <Outlet />
      <MobileNotSupportedDialog />
    </>
  );
};
