import type { ReportTargetType } from '#contract/moderation-types';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
/** False in the Worker's render and in the browser's first render of a page it drew; true once React has hydrated it. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

interface ReportPlaceProps {
  type: ReportTargetType;
  id: number;
  /** The member the item, comment or profile belongs to: the button is not drawn for them. */
  ownerId: number;
  /** A `span` inside a line of actions, a `div` (the default) on a line of its own. */
  as?: 'div' | 'span';
  className?: string;
}

/**
 * The place where 'Denunciar' is drawn for members (src/features/moderation/components/report-slots.tsx
 * draws the button into each marked place). Drawn by the browser alone, once the page is hydrated:
 * the button must never be drawn into HTML React has still to hydrate.
 */
export function ReportPlace({ type, id, ownerId, as: Tag = 'div', className }: ReportPlaceProps) {
  const hydrated = useHydrated();
  return hydrated ? <Tag data-report={`${type}:${id}:${ownerId}`} className={className} /> : null;
}
