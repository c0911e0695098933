import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '../../lib/cn';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
  icon?: ReactNode;
  /** Rendered only while the tab is selected, so hidden tabs load nothing. */
  panel: () => ReactNode;
}

export interface TabsProps<V extends string> {
  /** Names the tab list for screen readers ("Admin sections"). */
  label: string;
  tabs: ReadonlyArray<TabItem<V>>;
  value: V;
  onValueChange: (value: V) => void;
  className?: string;
}

/** Where the arrow keys, Home and End move from `index` in a list of `count` tabs. */
export function nextTabIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop for the whole list (the selected
 * tab), arrow keys wrap around, Home/End jump to the ends, Tab moves on into the panel.
 */
export function Tabs<V extends string>({
  label,
  tabs,
  value,
  onValueChange,
  className,
}: TabsProps<V>) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (v: V) => `${baseId}-tab-${v}`;
  const panelId = (v: V) => `${baseId}-panel-${v}`;
  const selected = tabs.find((t) => t.value === value) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextTabIndex(event.key, index, tabs.length);
    const target = next === null ? undefined : tabs[next];
    if (next === null || !target) return;
    event.preventDefault();
    onValueChange(target.value);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {tabs.map((tab, index) => {
          const active = tab.value === selected?.value;
          return (
            <button
              key={tab.value}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={active}
              aria-controls={active ? panelId(tab.value) : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => onValueChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                '-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap focus-visible:rounded-t-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-inset [&_svg]:size-4',
                active
                  ? 'border-blue-700 text-blue-800'
                  : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
              )}
            >
              {tab.icon}
              {tab.label}
            </button>
          );
        })}
      </div>
      {selected ? (
        <div
          role="tabpanel"
          id={panelId(selected.value)}
          aria-labelledby={tabId(selected.value)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA APG tabs: the panel is a tab stop, so Tab from the list reaches panels that start with text.
          tabIndex={0}
          className="pt-6 focus-visible:rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          {selected.panel()}
        </div>
      ) : null}
    </div>
  );
}
