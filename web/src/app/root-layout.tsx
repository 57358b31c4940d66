import { Outlet } from '@tanstack/react-router';
import { useAppEffects } from './use-app-effects';

export const RootLayout = () => {
  useAppEffects();
  return <Outlet />;
};
