import path from 'node:path';
import { SRC, importChain, mainPackagePages, miniImportGraph } from '../support/mini-import-graph';

// Mini-programs turn import() into require(), so a module the weapp main package's
// code imports in any way lands in the main package (its 1 MB budget). The table of
// server messages and their Simplified Chinese texts come from our server there
// (platform/mini-server-message-source.ts), fetched with the first message shown.

const NOT_IN_MAIN_PACKAGE = [
  'common/server-messages.ts',
  'common/server-messages-commerce.ts',
  'i18n/locales/server-messages.zh-hans.ts',
  'i18n/locales/server-messages-commerce.zh-hans.ts',
  'i18n/server-message-texts.ts',
];

describe("the weapp main package's server messages", () => {
  const entries = [path.join(SRC, 'app.ts'), ...mainPackagePages()];

  it('no main-package page nor the app imports the table or its texts', () => {
    const found: string[] = [];
    for (const entry of entries) {
      const graph = miniImportGraph(entry);
      for (const file of NOT_IN_MAIN_PACKAGE) {
        const full = path.join(SRC, file);
        if (graph.has(full)) found.push(importChain(graph, full));
      }
    }
    expect(found).toEqual([]);
  });

  it('the walk reaches the error presenter and the mini-program source, so an empty answer means something', () => {
    const graph = miniImportGraph(path.join(SRC, 'app.ts'));
    expect(graph.has(path.join(SRC, 'services/error-presenter.ts'))).toBe(true);
    expect(graph.has(path.join(SRC, 'platform/mini-server-message-source.ts'))).toBe(true);
  });
});
