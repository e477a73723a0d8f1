import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { FlightSearchForm } from './flight-search-form';
import { HotelSearchForm } from './hotel-search-form';
import type { FlightSearch, HotelSearch } from './search-schemas';
import { Icon, type IconShape } from '@/components/ui/icon';
import { planeIcon } from '@/components/ui/icons/travel';
import { useAppStarted } from '@/lib/use-app-started';
import { useClientValue } from '@/lib/use-client-value';

type TabId = 'hotels' | 'flights';
const tabOrder: readonly TabId[] = ['hotels', 'flights'];

// Fixed ids: before the app starts, a tab is a link to its panel's address (/#search-flights).
const panelId = (tab: TabId) => `search-${tab}`;
const tabId = (tab: TabId) => `search-${tab}-tab`;
const tabInAddress = () => tabOrder.find((tab) => window.location.hash === `#${panelId(tab)}`) ?? null;
const noTabInAddress = () => null;

interface SearchBoxProps {
  onHotelSearch: (search: HotelSearch) => void;
  onFlightSearch: (search: FlightSearch) => void;
  destinationSuggestions?: readonly string[];
}

const bedIcon: IconShape = {
  box: 24,
  paths: [
    'M3 6a1 1 0 0 1 1 1v6h7V9a1 1 0 0 1 1-1h6a3 3 0 0 1 3 3v7a1 1 0 1 1-2 0v-2H4v2a1 1 0 1 1-2 0V7a1 1 0 0 1 1-1Zm4 1.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Z',
  ],
};

/**
 * The home page's search box: a WAI-ARIA tablist (arrow keys, Home and End move between the tabs and select
 * them). Both panels stay mounted, so switching tabs keeps what was typed.
 *
 * Until the app starts (issue 14) the tabs are plain links to their panels, and CSS shows the panel the address
 * names (`:target`, see .search-box in index.css), Hotels by default; no ARIA tab roles then, as nothing could
 * keep their selected state true. When the app starts, the tab the address names is the one selected.
 */
export function SearchBox({ onHotelSearch, onFlightSearch, destinationSuggestions }: SearchBoxProps) {
  const started = useAppStarted();
  const [chosen, setChosen] = useState<TabId | null>(null);
  const addressed = useClientValue(tabInAddress, noTabInAddress);
  const active = chosen ?? addressed ?? 'hotels';
  const tabRefs = useRef<Partial<Record<TabId, HTMLAnchorElement | null>>>({});

  function select(tab: TabId) {
    setChosen(tab);
    tabRefs.current[tab]?.focus();
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>, tab: TabId) {
    // The app switches the panel itself: the address and the scroll position stay as they are.
    event.preventDefault();
    select(tab);
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    const index = tabOrder.indexOf(active);
    const last = tabOrder.length - 1;
    const next: Partial<Record<string, number>> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabOrder[target];
    if (tab) select(tab);
  }

  const tabs: Record<TabId, { label: string; icon: ReactNode }> = {
    hotels: { label: 'Hotels', icon: <Icon shape={bedIcon} className="size-5" /> },
    flights: { label: 'Flights', icon: <Icon shape={planeIcon} className="size-5" /> },
  };
  const panelProps = (tab: TabId) => (started ? { role: 'tabpanel', 'aria-labelledby': tabId(tab), hidden: tab !== active } : {});

  return (
    <div
      className="search-box rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-200 sm:p-6"
      data-started={started ? '' : undefined}
    >
      <div
        role={started ? 'tablist' : undefined}
        aria-label={started ? 'Search' : undefined}
        className="mb-5 inline-flex rounded-xl bg-slate-100 p-1"
      >
        {tabOrder.map((tab) => (
          <a
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            href={`#${panelId(tab)}`}
            id={tabId(tab)}
            {...(started
              ? { role: 'tab', 'aria-selected': tab === active, 'aria-controls': panelId(tab), tabIndex: tab === active ? 0 : -1 }
              : {})}
            onClick={(event) => onClick(event, tab)}
            onKeyDown={onKeyDown}
            className="search-tab"
          >
            {tabs[tab].icon}
            {tabs[tab].label}
          </a>
        ))}
      </div>
      <div id={panelId('hotels')} className="scroll-mt-36" {...panelProps('hotels')}>
        <HotelSearchForm onSearch={onHotelSearch} suggestions={destinationSuggestions} />
      </div>
      <div id={panelId('flights')} className="scroll-mt-36" {...panelProps('flights')}>
        <FlightSearchForm onSearch={onFlightSearch} />
      </div>
    </div>
  );
}
