import { Navigate, Outlet, useLocation } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { useAdminSession, useCurrentUser } from '@/backend/session';
import { adminLoginPath, signInPath } from '@/lib/paths';

/** Where a guard sent the visitor from, so sign-in can return there. */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

export function RequireCustomer() {
  const user = useCurrentUser();
  const location = useLocation();
  if (user === undefined) return <Loading />;
  if (user === null) return <Navigate to={signInPath()} replace state={{ from: location } satisfies FromState} />;
  return <Outlet />;
}

export function RequireAdmin() {
  const admin = useAdminSession();
  const location = useLocation();
  if (admin === undefined) return <Loading />;
  if (admin === null) return <Navigate to={adminLoginPath()} replace state={{ from: location } satisfies FromState} />;
  return <Outlet />;
}
