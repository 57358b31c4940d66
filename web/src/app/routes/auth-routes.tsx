import { createRoute, Outlet } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthFrame } from '../../features/auth/components/auth-frame';
import { LoginPage } from '../../features/auth/components/login-page';
import { SetPasswordPage } from '../../features/auth/components/set-password-page';
import { ForgotPasswordPage } from '../../features/password-reset/components/forgot-password-page';
import { ResetPasswordPage } from '../../features/password-reset/components/reset-password-page';
import { RegistrationPage } from '../../features/registration/components/registration-page';
import { MobileNotSupportedDialog } from '../layout/mobile-not-supported-dialog';
import { rootRoute } from './root-route';

const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'auth',
  component: () => (
    <AuthFrame>
      <Outlet />
      <MobileNotSupportedDialog />
    </AuthFrame>
  ),
});
const loginSearch = z.object({ email: z.coerce.string().optional().catch(undefined) });
const loginRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'login',
  validateSearch: (search) => loginSearch.parse(search),
  component: function Login() {
    const { email } = loginRoute.useSearch();
    return <LoginPage initialEmail={email} />;
  },
});
// spec 3 §2.1: employer registration, roles EmployerAdmin and Recruiter; optional sponsorId and pre-filled email.
const registrationSearch = z.object({
  sponsorId: z.string().uuid().optional().catch(undefined),
  email: z.coerce.string().optional().catch(undefined),
  /** From sign-in's UserNotConfirmedException: straight to the confirmation step for `email`. */
  confirm: z.coerce.boolean().optional().catch(undefined),
});
const EMPLOYER_ROLES = ['EmployerAdmin', 'Recruiter'] as const;
const registrationRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'registration',
  validateSearch: (search) => registrationSearch.parse(search),
  component: function Registration() {
    const { sponsorId, email, confirm } = registrationRoute.useSearch();
    return <RegistrationPage roles={EMPLOYER_ROLES} sponsorId={sponsorId} initialEmail={email} startAtConfirmation={confirm === true} />;
  },
});
// spec 1 §2.2: forgot password, then the code and new password (orgId and jobfairId lead back to a fair).
const fairSearch = { orgId: z.coerce.string().optional().catch(undefined), jobfairId: z.coerce.string().optional().catch(undefined) };
const forgotPasswordSearch = z.object({ email: z.coerce.string().optional().catch(undefined), ...fairSearch });
const forgotPasswordRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'forgot-password',
  validateSearch: (search) => forgotPasswordSearch.parse(search),
  component: function ForgotPassword() {
    const { email, orgId, jobfairId } = forgotPasswordRoute.useSearch();
    return <ForgotPasswordPage initialEmail={email} orgId={orgId} jobfairId={jobfairId} />;
  },
});
const resetPasswordSearch = z.object({ ...fairSearch, sent: z.coerce.boolean().optional().catch(undefined) });
const resetPasswordRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'forgot-password-code-verify/$email',
  validateSearch: (search) => resetPasswordSearch.parse(search),
  component: function ResetPassword() {
    const { email } = resetPasswordRoute.useParams();
    const { orgId, jobfairId, sent } = resetPasswordRoute.useSearch();
    return <ResetPasswordPage email={email} orgId={orgId} jobfairId={jobfairId} sent={sent} />;
  },
});
// The single-use link of an account made without a password (README "First platform admin").
const setPasswordSearch = z.object({ token: z.coerce.string().optional().catch(undefined) });
const setPasswordRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'set-password',
  validateSearch: (search) => setPasswordSearch.parse(search),
  component: function SetPassword() {
    const { token } = setPasswordRoute.useSearch();
    return <SetPasswordPage token={token} />;
  },
});

/** Sign-in, employer registration, password reset and the set-password link, inside the auth frame. */
export const authRoutes = authRoute.addChildren([loginRoute, registrationRoute, forgotPasswordRoute, resetPasswordRoute, setPasswordRoute]);
