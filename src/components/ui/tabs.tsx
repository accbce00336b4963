import { createContext, use, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';

/** What the tabs and panels of one `<Tabs>` share. */
interface TabsState {
  /** Prefix of the tabs' and panels' ids. */
  id: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error('Os separadores têm de estar dentro de <Tabs>.');
  return state;
}

const tabId = (state: TabsState, value: string) => `${state.id}-tab-${value}`;
const panelId = (state: TabsState, value: string) => `${state.id}-panel-${value}`;

interface TabsProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

/**
 * Tabs after WAI-ARIA's tabs pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/), ours rather
 * than Radix's (decision 074): a `tablist` of `tab` buttons, each `aria-selected` and
 * `aria-controls` of its `tabpanel`, which is `aria-labelledby` it. One tab is in the page's Tab
 * order, the selected one; the arrow keys move between the tabs (from the last to the first and
 * back), Home and End to the first and the last, and a tab is selected as it receives the focus
 * (automatic activation, as Radix did). Only the selected tab's panel is rendered. Controlled
 * (`value`, `onValueChange`) or not (`defaultValue`).
 */
export function Tabs({ value, defaultValue = '', onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const id = useId();
  const current = value ?? own;
  const state: TabsState = {
    id,
    value: current,
    select: (next) => {
      if (next === current) return;
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
  };
  return (
    <TabsContext value={state}>
      <div {...props} />
    </TabsContext>
  );
}

/** The tab an arrow key, Home or End moves to, from the one at `index` of `count`; undefined for any other key. */
function nextTab(key: string, index: number, count: number): number | undefined {
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
      return undefined;
  }
}

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const index = tabs.indexOf(event.target as HTMLButtonElement);
  if (index === -1) return;
  const next = tabs[nextTab(event.key, index, tabs.length) ?? -1];
  if (!next) return;
  event.preventDefault();
  next.focus();
  // Automatic activation: the focused tab is the selected one.
  next.click();
}

export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  return <div role="tablist" aria-orientation="horizontal" onKeyDown={moveFocus} className={cn('inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1', className)} {...props} />;
}

export function TabsTrigger({ value, className, ...props }: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const state = useTabs();
  const selected = state.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(state, value)}
      aria-selected={selected}
      aria-controls={panelId(state, value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      onClick={() => state.select(value)}
      className={cn(
        'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ value, ...props }: ComponentProps<'div'> & { value: string }) {
  const state = useTabs();
  if (state.value !== value) return null;
  return <div role="tabpanel" id={panelId(state, value)} aria-labelledby={tabId(state, value)} tabIndex={0} data-state="active" {...props} />;
}
