import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, type To } from 'react-router';
import { z } from 'zod';
import { isBackendError } from '@/backend/errors';
import { useAdminSession } from '@/backend/session';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { useAdminSignIn } from '../use-admin-auth';
import { homePath } from '@/lib/paths';
import { adminDashboardPath, adminLoginPath, isAdminPath } from '@/lib/admin-paths';

const loginSchema = z.object({
  email: z.string().trim().min(1, 'Enter your email.').pipe(z.email('Enter a valid email address.')),
  password: z.string().min(1, 'Enter your password.'),
});
type LoginValues = z.infer<typeof loginSchema>;

const serviceUnavailable = 'Admin authentication service is not available.';

/** Where the admin guard sent the visitor from (it passes the origin location as `state.from`). */
function originOf(state: unknown): To | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  if (typeof from !== 'object' || from === null || !('pathname' in from) || typeof from.pathname !== 'string') return null;
  const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
  const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
  // Only a page of the admin panel: the login must never send the admin somewhere else.
  return isAdminPath(from.pathname) && from.pathname !== adminLoginPath() ? { pathname: from.pathname, search, hash } : null;
}

export function AdminLoginPage() {
  const session = useAdminSession();
  const location = useLocation();
  const navigate = useNavigate();
  const target = originOf(location.state) ?? adminDashboardPath();
  const [failure, setFailure] = useState<string | null>(null);
  const signIn = useAdminSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  async function login({ email, password }: LoginValues) {
    setFailure(null);
    try {
      // A backend that did not load fails here too, as a plain error: the service is then not available.
      await signIn.mutateAsync({ email, password });
    } catch (error) {
      if (!isBackendError(error)) console.warn('Admin sign-in failed:', error);
      setFailure(isBackendError(error) ? error.message : serviceUnavailable);
      return;
    }
    await navigate(target, { replace: true });
  }

  if (session) return <Navigate to={target} replace />;

  return (
    <main id="main" className="relative flex min-h-screen items-center justify-center bg-brand-900 px-4 py-12">
      <PageMeta title="Admin Login" description="Sign in to the Himalayan Aster Tours admin panel." />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[url('/images/hero-poster-800.webp')] bg-cover bg-center opacity-25 sm:bg-[url('/images/hero-poster.webp')]"
      />
      <div className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <img src="/images/logo.svg" alt="Himalayan Aster Tours" width={237} height={48} className="mx-auto h-9 w-auto" />
        <h1 className="mt-6 text-center font-display text-2xl font-bold text-brand-900">Admin Login</h1>
        <p className="mt-1 text-center text-sm text-slate-600">Sign in to manage tours, hotels, bookings and articles.</p>
        <form noValidate onSubmit={(event) => void handleSubmit(login)(event)} className="mt-6 space-y-4">
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          {failure ? <InlineNotice kind="error">{failure}</InlineNotice> : null}
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Logging in...' : 'Login'}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm">
          <Link to={homePath()} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Back to the website
          </Link>
        </p>
      </div>
    </main>
  );
}
