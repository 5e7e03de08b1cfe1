import { useEffect, useState } from 'react';
import { nextIndex } from '../lib/wall';

/** The shown index among `count`, moving to the next every `seconds` (stays when count < 2). */
export function useRotation(count: number, seconds: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2) return undefined;
    const id = setInterval(() => setIndex((i) => nextIndex(i, count)), seconds * 1000);
    return () => clearInterval(id);
  }, [count, seconds]);
  return count > 0 ? index % count : 0;
}
