import type { Transport } from '@connectrpc/connect';

/**
 * `make` made once per transport: a page's clients are the same objects on every
 * render and every page, and a transport that is dropped (a logout's) takes its clients
 * with it. Each area's client file calls this, so it imports only its own descriptors.
 */
export function perTransport<T extends object>(make: (transport: Transport) => T): (transport: Transport) => T {
  const made = new WeakMap<Transport, T>();
  return (transport) => {
    let value = made.get(transport);
    if (!value) {
      value = make(transport);
      made.set(transport, value);
    }
    return value;
  };
}
