import { REPORT_TARGET_TYPES, type ReportTargetType } from '#contract/moderation-types';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import ReportButton from './report-button';

/*
 * 'Denunciar' on every page that has something to report. Pages mark the places with an empty
 * element, `data-report="<type>:<id>:<owner id>"` (articles, protocols, events, offers, profiles,
 * each comment); this module, loaded after hydration for members only by
 * src/components/layout/member-extras.tsx, draws the button into each. So visitors' pages, and the
 * app's first script, carry none of it (the home page's budget, decision 060).
 */

const SLOT = '[data-report]';

interface Slot {
  element: HTMLElement;
  targetType: ReportTargetType;
  targetId: number;
  ownerId: number;
}

function slotOf(element: HTMLElement): Slot | null {
  const [type, id, owner] = (element.dataset.report ?? '').split(':');
  const targetType = REPORT_TARGET_TYPES.find((known) => known === type);
  const targetId = Number(id);
  const ownerId = Number(owner);
  return targetType && targetId > 0 && ownerId > 0 ? { element, targetType, targetId, ownerId } : null;
}

const sameElements = (a: Slot[], b: Slot[]) => a.length === b.length && a.every((slot, index) => slot.element === b[index]!.element && slot.targetId === b[index]!.targetId);

/** Finds the marked places now and whenever the page changes (a comment added, a page of comments loaded). */
function useReportSlots(): Slot[] {
  const { pathname } = useLocation();
  const [slots, setSlots] = useState<Slot[]>([]);
  useEffect(() => {
    const scan = () => {
      const found = [...document.querySelectorAll<HTMLElement>(SLOT)].map(slotOf).filter((slot): slot is Slot => slot !== null);
      setSlots((previous) => (sameElements(previous, found) ? previous : found));
    };
    scan();
    const observer = new MutationObserver(scan);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
  return slots;
}

export default function ReportSlots() {
  const slots = useReportSlots();
  return slots.map(({ element, targetType, targetId, ownerId }) => createPortal(<ReportButton targetType={targetType} targetId={targetId} ownerId={ownerId} />, element, `${targetType}:${targetId}`));
}
