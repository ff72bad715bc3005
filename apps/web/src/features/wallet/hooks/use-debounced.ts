import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delay` ms (quotes are asked for when typing pauses). */
export function useDebounced<T>(value: T, delay = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
