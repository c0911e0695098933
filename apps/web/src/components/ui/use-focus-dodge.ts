import { type RefObject, useEffect, useState } from 'react';

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * WCAG 2.2 "Focus Not Obscured" (2.4.11): true while the focused element (outside the
 * toasts) lies under one of the toasts in `viewport`, so the viewport can move to the other
 * edge of the screen. Checked when focus moves, when a toast comes or goes, and on scroll.
 */
export function useFocusDodge(viewport: RefObject<HTMLElement | null>): boolean {
  const [dodge, setDodge] = useState(false);
  useEffect(() => {
    const area = viewport.current;
    if (!area) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const focused = document.activeElement;
      if (
        !(focused instanceof HTMLElement) ||
        focused === document.body ||
        area.contains(focused)
      ) {
        setDodge(false);
        return;
      }
      const target = focused.getBoundingClientRect();
      const covered = Array.from(area.children).some((toast) =>
        overlaps(target, toast.getBoundingClientRect()),
      );
      // Covered where they are now: move them to the other edge (and back, if need be).
      setDodge((was) => (area.children.length === 0 ? false : covered ? !was : was));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(area, { childList: true });
    document.addEventListener('focusin', schedule);
    window.addEventListener('scroll', schedule, { passive: true });
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', schedule);
      window.removeEventListener('scroll', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [viewport]);
  return dodge;
}
