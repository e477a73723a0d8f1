import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FlightSearchForm } from './flight-search-form';
import { HotelSearchForm } from './hotel-search-form';
import type { FlightSearch, HotelSearch } from './search-schemas';
import { Icon, type IconShape } from '@/components/ui/icon';
import { planeIcon } from '@/components/ui/icons/travel';

type TabId = 'hotels' | 'flights';
const tabOrder: readonly TabId[] = ['hotels', 'flights'];

interface SearchBoxProps {
  onHotelSearch: (search: HotelSearch) => void;
  onFlightSearch: (search: FlightSearch) => void;
  destinationSuggestions?: readonly string[];
}

/**
 * The home page's search box: a WAI-ARIA tablist (arrow keys, Home and End move between the tabs and select
 * them). Both panels stay mounted, so switching tabs keeps what was typed.
 */
const bedIcon: IconShape = {
  box: 24,
  paths: ['M3 6a1 1 0 0 1 1 1v6h7V9a1 1 0 0 1 1-1h6a3 3 0 0 1 3 3v7a1 1 0 1 1-2 0v-2H4v2a1 1 0 1 1-2 0V7a1 1 0 0 1 1-1Zm4 1.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Z'],
};

export function SearchBox({ onHotelSearch, onFlightSearch, destinationSuggestions }: SearchBoxProps) {
  const [active, setActive] = useState<TabId>('hotels');
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});
  const tabId = (tab: TabId) => `${baseId}-tab-${tab}`;
  const panelId = (tab: TabId) => `${baseId}-panel-${tab}`;

  function select(tab: TabId) {
    setActive(tab);
    tabRefs.current[tab]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
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

  return (
    <div className="rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-200 sm:p-6">
      <div role="tablist" aria-label="Search" className="mb-5 inline-flex rounded-xl bg-slate-100 p-1">
        {tabOrder.map((tab) => {
          const selected = tab === active;
          return (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={selected}
              aria-controls={panelId(tab)}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab)}
              onKeyDown={onKeyDown}
              className={`inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors sm:px-5 ${
                selected ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-brand-700'
              }`}
            >
              {tabs[tab].icon}
              {tabs[tab].label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId('hotels')} aria-labelledby={tabId('hotels')} hidden={active !== 'hotels'}>
        <HotelSearchForm onSearch={onHotelSearch} suggestions={destinationSuggestions} />
      </div>
      <div role="tabpanel" id={panelId('flights')} aria-labelledby={tabId('flights')} hidden={active !== 'flights'}>
        <FlightSearchForm onSearch={onFlightSearch} />
      </div>
    </div>
  );
}
