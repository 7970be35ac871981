import { useEffect, useMemo, useState } from 'react';

/**
 * The value as it was `delay` ms after its last change (compared by JSON content): a burst of changes gives one
 * new value. The first value is returned at once. Values must be JSON data (undefined fields are dropped,
 * exactly as RTK Query's cache key drops them).
 */
export function useDebouncedArgs<T>(value: T, delay: number): T {
  const key = JSON.stringify(value);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    if (key === settled) return undefined;
    const timer = setTimeout(() => setSettled(key), delay);
    return () => clearTimeout(timer);
  }, [key, settled, delay]);
  return useMemo(() => JSON.parse(settled) as T, [settled]);
}
