import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_REGISTRY, SERVICES, type Service } from '@portal/contracts/services';
import { ServiceIcon } from '../../../components/ui/service-icon';
import { DEFAULT_SERVICE, useServiceName } from '../../../lib/services';
import { useSearchTab } from '../hooks/use-search-tab';

export interface SearchTabsProps {
  /** A service's search form, given by the page (features do not import each other); else its description. */
  panels?: Partial<Record<Service, ReactNode>>;
}

/**
 * One tab per service of the registry, in its order (WAI-ARIA tabs: arrow keys move and select, Home/End jump, arrows follow the reading
 * direction). Each panel holds its service's search form, or describes the service until it has one.
 */
export function SearchTabs({ panels = {} }: SearchTabsProps) {
  const { t, i18n } = useTranslation();
  const name = useServiceName();
  const [tab, setTab] = useSearchTab();
  const baseId = useId();
  const tabRefs = useRef(new Map<Service, HTMLButtonElement>());

  // A tab chosen from elsewhere (the side menu, the footer) is scrolled into view, in the strip and on the page;
  // the default tab on arrival stays where it is.
  const arrived = useRef(false);
  useEffect(() => {
    const first = !arrived.current;
    arrived.current = true;
    if (first && tab === DEFAULT_SERVICE) return;
    tabRefs.current.get(tab)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  function focusTab(next: Service) {
    setTab(next);
    tabRefs.current.get(next)?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = SERVICES.indexOf(tab);
    const forward = i18n.dir() === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = i18n.dir() === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const last = SERVICES.length - 1;
    const target =
      event.key === forward
        ? SERVICES[index === last ? 0 : index + 1]
        : event.key === backward
          ? SERVICES[index === 0 ? last : index - 1]
          : event.key === 'Home'
            ? SERVICES[0]
            : event.key === 'End'
              ? SERVICES[last]
              : undefined;
    if (target) {
      event.preventDefault();
      focusTab(target);
    }
  }

  return (
    <div className="overflow-hidden rounded-3xl bg-white shadow-xl ring-1 ring-slate-900/5">
      <div
        role="tablist"
        aria-label={t('search.tabs_label')}
        className="scrollbar-none flex gap-1 overflow-x-auto border-b border-slate-200 px-2 pt-2"
      >
        {SERVICES.map((id) => {
          const selected = id === tab;
          return (
            <button
              key={id}
              ref={(node) => {
                if (node) tabRefs.current.set(id, node);
                else tabRefs.current.delete(id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${SERVICE_REGISTRY[id].tab}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setTab(id)}
              onKeyDown={handleKeyDown}
              className={`flex min-h-11 shrink-0 items-center gap-2 rounded-t-xl border-b-2 px-3.5 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors ${
                selected
                  ? 'border-brand-700 bg-brand-50 text-brand-800'
                  : 'border-transparent text-slate-700 hover:bg-slate-50 hover:text-brand-800'
              }`}
            >
              <ServiceIcon service={id} className="text-lg" />
              {name(id)}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${SERVICE_REGISTRY[tab].tab}`}
        tabIndex={panels[tab] ? undefined : 0}
        className="min-h-36 p-4 sm:p-8"
      >
        <div className={`flex items-start gap-4 ${panels[tab] ? 'mb-5' : ''}`}>
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-50 text-2xl text-brand-700">
            <ServiceIcon service={tab} />
          </span>
          <div>
            <h2 className="text-xl font-semibold text-slate-900">{t(`services.${tab}.title`)}</h2>
            <p className={`mt-2 max-w-2xl text-slate-700 ${panels[tab] ? 'max-sm:sr-only' : ''}`}>
              {t(`services.${tab}.description`)}
            </p>
          </div>
        </div>
        {panels[tab]}
      </div>
    </div>
  );
}
