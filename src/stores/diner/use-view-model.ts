import { useEffect, useState } from 'react';

/**
 * A page's view model, made once per page instance from the root store (so
 * pages keep no copies of server data of their own) and loaded on mount.
 */
export function useViewModel<T extends { load?: () => Promise<void> | void }>(make: () => T): T {
  const [model] = useState(make);
  useEffect(() => {
    void model.load?.();
  }, [model]);
  return model;
}
