// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorkerWhenDue } from './service-worker';
import { markLoadQuiet, markStartupOver, resetStartupForTests } from '@/lib/startup';

// The tests run the development branch of the registration (no Workbox build): the embedded demo's image worker,
// registered through the same `navigator.serviceWorker.register`.
describe('when the service worker registers', () => {
  const register = vi.fn(() => Promise.resolve());
  beforeEach(() => {
    resetStartupForTests();
    register.mockClear();
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(['/', '/hotels', '/hotel-aster-gangtok', '/article/bhutan-travel-guide', '/accounts-of-a-trip'])(
    'on the public page %s, once the load is quiet, not at the end of the start',
    (path) => {
      registerServiceWorkerWhenDue(path);
      markStartupOver();
      expect(register).not.toHaveBeenCalled();
      markLoadQuiet();
      expect(register).toHaveBeenCalledOnce();
    },
  );

  it.each(['/admin', '/admin/hotels', '/account', '/account/bookings/b1/trip', '/booking/sikkim-delight', '/flight-booking/f1'])(
    'on %s, where it has work at once, when the start is over',
    (path) => {
      registerServiceWorkerWhenDue(path);
      expect(register).not.toHaveBeenCalled();
      markStartupOver();
      expect(register).toHaveBeenCalledOnce();
    },
  );
});
