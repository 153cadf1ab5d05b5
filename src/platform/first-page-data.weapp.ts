// Mini-programs have no index.html: their first page asks the server for everything.
export const takeEmbeddedConfig = (): undefined => undefined;
export const takeEmbeddedStoreAnswer = takeEmbeddedConfig;
