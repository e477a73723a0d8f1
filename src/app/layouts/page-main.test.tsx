import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { BrowserRouter, Link, Route, Routes, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageMain } from './page-main';

/**
 * jsdom has no Navigation API: this stands in for Chromium's, which reports every change of the address
 * (history.pushState and replaceState included) as a `currententrychange` at once.
 */
class NavigationStandIn extends EventTarget {
  get currentEntry() {
    return { url: window.location.href };
  }
}

const pushState = History.prototype.pushState;
const replaceState = History.prototype.replaceState;

beforeEach(() => {
  window.history.replaceState(null, '', '/stay');
  const navigation = new NavigationStandIn();
  Object.defineProperty(window, 'navigation', { configurable: true, value: navigation });
  const reported = (original: typeof pushState) =>
    function (this: History, ...args: Parameters<typeof pushState>) {
      original.apply(this, args);
      navigation.dispatchEvent(new Event('currententrychange'));
    };
  History.prototype.pushState = reported(pushState);
  History.prototype.replaceState = reported(replaceState);
});

afterEach(() => {
  History.prototype.pushState = pushState;
  History.prototype.replaceState = replaceState;
  Reflect.deleteProperty(window, 'navigation');
});

// The next page's chunk is still on its way.
const NextPage = lazy(() => new Promise<never>(() => undefined));

function StayPage() {
  const [, setParams] = useSearchParams();
  return (
    <>
      <label>
        Check-in date
        <input type="date" />
      </label>
      <button type="button" onClick={() => setParams({ checkIn: '2027-01-12' }, { replace: true })}>
        Keep the date in the address
      </button>
      <Link to="/family-room">Book the Family Room instead</Link>
    </>
  );
}

function renderSite() {
  return render(
    <BrowserRouter>
      <Routes>
        <Route element={<PageMain className="" />}>
          <Route path="/stay" element={<StayPage />} />
          <Route path="/family-room" element={<NextPage />} />
        </Route>
      </Routes>
    </BrowserRouter>,
  );
}

describe('PageMain', () => {
  it('holds the page shown inert and busy while the next page is on its way, so nothing is typed into it', async () => {
    const user = userEvent.setup();
    renderSite();
    const main = screen.getByRole('main');
    expect(main).not.toHaveAttribute('inert');

    await user.click(screen.getByRole('link', { name: 'Book the Family Room instead' }));

    expect(window.location.pathname).toBe('/family-room');
    // The old page stays on screen (no blank main), but takes no input that would vanish with it.
    expect(screen.getByLabelText('Check-in date')).toBeInTheDocument();
    expect(main).toHaveAttribute('inert');
    expect(main).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps the page live when only its search parameters change', async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(screen.getByRole('button', { name: 'Keep the date in the address' }));
    await act(() => Promise.resolve());
    expect(window.location.search).toBe('?checkIn=2027-01-12');
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
  });
});
