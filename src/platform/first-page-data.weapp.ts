// Mini-programs have no index.html: their first page asks the server for everything.
export function takeFirstPageData(): unknown {
  return undefined;
}
