import type { DescService } from '@bufbuild/protobuf';
import { createClient, type Client, type Transport } from '@connectrpc/connect';

/**
 * A client whose service descriptors are fetched on its first call. A generated
 * service module brings its messages' descriptors (and the files they import) with it,
 * so importing it statically puts all of that in the H5 entry; through `import()` it
 * becomes a chunk loaded the first time a page calls the service. Every method of our
 * services is unary, so each answers a promise and waiting for the chunk first changes
 * nothing for the caller. (Mini-programs turn `import()` into a require: there the
 * module is in the package and the first call only waits a microtask.)
 */
export function lazyClient<S extends DescService>(load: () => Promise<S>, transport: Transport): Client<S> {
  let client: Promise<Client<S>> | undefined;
  const ready = (): Promise<Client<S>> => {
    client ??= load().then(
      (service) => createClient(service, transport),
      (error: unknown) => {
        // A chunk that failed to arrive (offline) is fetched again on the next call.
        client = undefined;
        throw error;
      },
    );
    return client;
  };
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy({} as Client<S>, {
    get(_target, name) {
      // Not a thenable: `await` on the client itself must not call a method.
      if (typeof name !== 'string' || name === 'then') return undefined;
      let method = methods.get(name);
      if (!method) {
        method = async (...args: unknown[]) => {
          const loaded = (await ready()) as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
          const call = loaded[name];
          if (typeof call !== 'function') throw new TypeError(`The service has no method ${name}`);
          return call(...args);
        };
        methods.set(name, method);
      }
      return method;
    },
  });
}
