// WAI-ARIA tabs with automatic activation (APG "Tabs with Automatic Activation"): arrow
// keys move between tabs and select as they go, Home/End jump to the ends, and only the
// selected tab is in the Tab order. Used by the account appointments list (UPCOMING /
// PAST) and any block that switches views.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  /** Stable value reported by onChange. */
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Name of the tab list, for screen readers. */
  label: string;
  /** Controlled selected tab id. */
  value?: string;
  /** Initially selected tab id when uncontrolled; defaults to the first enabled tab. */
  defaultValue?: string;
  onChange?: (id: string) => void;
  orientation?: 'horizontal' | 'vertical';
  /**
   * Keep hidden panels' content mounted. Off by default: a hidden panel's content (say, a
   * list that fetches on mount) only mounts when its tab is chosen.
   */
  keepMounted?: boolean;
  className?: string;
}

function firstEnabled(tabs: readonly TabItem[]): string | undefined {
  return tabs.find((t) => !t.disabled)?.id;
}

export function Tabs({ tabs, label, value, defaultValue, onChange, orientation = 'horizontal', keepMounted = false, className = '' }: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(() => defaultValue ?? firstEnabled(tabs));
  const requested = value ?? uncontrolled;
  // A selection that names no tab (or a disabled one) falls back, so one tab is always
  // reachable with Tab.
  const selected = tabs.some((t) => t.id === requested && !t.disabled) ? requested : firstEnabled(tabs);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    tabRefs.current.get(id)?.focus();
    if (id === selected) return;
    if (value === undefined) setUncontrolled(id);
    onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = tabs.filter((t) => !t.disabled);
    if (enabled.length === 0) return;
    const index = enabled.findIndex((t) => t.id === selected);
    const [prevKey, nextKey] = orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
    let target: TabItem | undefined;
    switch (event.key) {
      case prevKey:
        target = enabled[(index - 1 + enabled.length) % enabled.length];
        break;
      case nextKey:
        target = enabled[(index + 1) % enabled.length];
        break;
      case 'Home':
        target = enabled[0];
        break;
      case 'End':
        target = enabled.at(-1);
        break;
      default:
        return;
    }
    event.preventDefault();
    if (target) select(target.id);
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  const vertical = orientation === 'vertical';

  return (
    <div className={`${vertical ? 'flex gap-4' : ''} ${className}`.trim()}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation={orientation}
        onKeyDown={onKeyDown}
        className={vertical ? 'flex flex-col border-r border-line' : 'flex border-b border-line'}
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) tabRefs.current.set(tab.id, el);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => select(tab.id)}
              className={`px-4 py-2 text-sm font-semibold uppercase tracking-wide focus:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:opacity-50 ${
                vertical ? '-mr-px border-r-2 text-left' : '-mb-px border-b-2'
              } ${isSelected ? 'border-primary text-primary' : 'border-transparent text-muted hover:text-ink'}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            hidden={!isSelected}
            // Panels may start with plain text: make them reachable with Tab (APG).
            tabIndex={0}
            className="py-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            {isSelected || keepMounted ? tab.content : null}
          </div>
        );
      })}
    </div>
  );
}
