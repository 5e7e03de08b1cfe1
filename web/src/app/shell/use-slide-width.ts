import { useEffect, useRef, useState } from 'react';

export const MENU_STEP_PX = 5;
export const MENU_STEP_MS = 5;

/** The next width of a sliding menu: 5 px towards the target, never past it. */
export function slideStep(width: number, target: number): number {
  if (width === target) return width;
  return width < target
    ? Math.min(target, width + MENU_STEP_PX)
    : Math.max(target, width - MENU_STEP_PX);
}

/** The navigation slides in and out in steps of 5 px every 5 ms. */
export function useSlideWidth(open: boolean, full: number): number {
  const [width, setWidth] = useState(open ? full : 0);
  const target = open ? full : 0;
  const timer = useRef<number | null>(null);
  useEffect(() => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = window.setInterval(() => {
      setWidth((w) => {
        const next = slideStep(w, target);
        if (next === target && timer.current !== null) {
          window.clearInterval(timer.current);
          timer.current = null;
        }
        return next;
      });
    }, MENU_STEP_MS);
    return () => {
      if (timer.current !== null) window.clearInterval(timer.current);
      timer.current = null;
    };
  }, [target]);
  return width;
}
