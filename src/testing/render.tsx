import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Backend } from '@/backend';
import type { SessionUser } from '@/backend/schemas';
import { NoticeProvider } from '@/components/ui/notice';
import { freshBackend, provideTestBackend, type SignedInAs } from './backend';

export interface RenderWithAppOptions {
  /** The address the memory router starts at (after `history`, which the back button returns to), with its state if any. */
  path?: string | { pathname: string; search?: string; state?: unknown };
  history?: string[];
  /** The route pattern `ui` is shown at; other addresses show the `routes` given, or nothing. */
  route?: string;
  routes?: RouteObject[];
  /** The backend the app talks to: a fresh embedded one unless given. */
  backend?: Backend;
  /** Instead, what loading the backend gives the app: a promise that never settles, or one that fails. */
  loading?: Promise<Backend>;
  signedInAs?: SignedInAs;
}

/**
 * Renders `ui` as the app would: TanStack Query (no retries, so a failure shows at once), the notices and a memory
 * router, talking to a real embedded backend. Returns the backend, so a test can check what was stored.
 */
export async function renderWithApp(ui: ReactNode, options: RenderWithAppOptions = {}) {
  const backend = options.backend ?? freshBackend();
  const customer: SessionUser | null = await provideTestBackend(options.loading ?? backend, options.signedInAs);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: options.route ?? '*', element: ui }, ...(options.routes ?? [])], {
    initialEntries: [...(options.history ?? []), options.path ?? '/'],
    initialIndex: options.history?.length ?? 0,
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <NoticeProvider>
        <RouterProvider router={router} />
      </NoticeProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, backend, customer, user: userEvent.setup() };
}
