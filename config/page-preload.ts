// Writes preload hints for a landing page's chunks into index.html. Without them the
// browser learns of a page's chunks only after the entry has downloaded and run, one
// more round trip (400 ms on a slow mobile network) before the first page can render.
// An inline script picks the chunks of the page the address names, so a diner opening
// a store link fetches the store page's chunks, not home's.

/** The pages people arrive on from links and the tab bar; other pages load as before. */
export const LANDING_PAGES = [
  'pages/home/index',
  'pages/feast/index',
  'pages/im/index',
  'pages/me/index',
  'pages/sub-user/store-detail/index',
  'pages/sub/store-home/index',
  'pages/sub-user/feast-detail/index',
];

/** The stored language setting (stores/settings.store.ts SETTING_KEYS.language). */
const LANGUAGE_KEY = 'settings.language';

/** The chunks platform/language-source.h5.ts names for the languages not bundled. */
const LANGUAGE_CHUNKS = { 'zh-Hant': 'locale-zh-hant', en: 'locale-en' };

interface ChunkGroupLike {
  name?: string | null;
  origins: { request?: string }[];
  chunks: { files: Iterable<string> }[];
}

interface CompilationLike {
  hooks: { processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void } };
  chunkGroups: ChunkGroupLike[];
  entrypoints: Map<string, ChunkGroupLike>;
  getAsset(name: string): { source: { source(): string | Buffer } } | undefined;
  updateAsset(name: string, source: unknown): void;
}

interface CompilerLike {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_REPORT: number };
    sources: { RawSource: new (source: string) => unknown };
  };
  options: { output: { publicPath?: unknown } };
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: CompilationLike) => void): void } };
}

/**
 * The inline script: preload the files of the page in the address (home for the bare app
 * path), and the chunk of the language the app will put in force when it is not the
 * bundled default: the stored choice, else the device's (the mapping of
 * i18n/language.ts's languageFromDevice, which the page-preload test holds it to), so the
 * texts arrive with the entry instead of after it has run.
 */
export function preloadScript(
  publicPath: string,
  pages: Record<string, string[]>,
  languages: Record<string, string[]> = {},
): string {
  return (
    '(function(m,p,g){var k=location.pathname.slice(p.length).replace(/\\/$/,"")||"pages/home/index";' +
    'function add(f){var l=document.createElement("link");l.rel="preload";' +
    'l.setAttribute("as",/\\.css$/.test(f)?"style":"script");l.href=p+f;document.head.appendChild(l)}' +
    'var s=null;try{s=localStorage.getItem(LANGUAGE_KEY)}catch(e){}' +
    'if(s!=="zh-Hans"&&s!=="zh-Hant"&&s!=="en"){var n=(navigator.language||"").replace(/_/g,"-").toLowerCase(),q=n.split("-");' +
    's=q.indexOf("hant")>=0||(q[0]==="zh"&&(q.indexOf("hk")>=0||q.indexOf("tw")>=0||q.indexOf("mo")>=0))?"zh-Hant":n.indexOf("en")>=0?"en":"zh-Hans"}' +
    '(m[k]||[]).concat(g[s]||[]).forEach(add)})(' +
    `${JSON.stringify(pages)},${JSON.stringify(publicPath)},${JSON.stringify(languages)})`
  ).replace('LANGUAGE_KEY', JSON.stringify(LANGUAGE_KEY));
}

/**
 * index.html with the hints' script ahead of the entry's scripts and stylesheet: an inline
 * script after a stylesheet runs only once that stylesheet has arrived (over a second on
 * a slow mobile network), and the page's chunks would start that much later.
 */
export function withPreloadScript(html: string, script: string): string {
  const first = html.search(/<link[^>]*\brel=["']?stylesheet|<script[^>]*\ssrc=/i);
  const head = html.indexOf('</head>');
  const at = first >= 0 && (head < 0 || first < head) ? first : head;
  return at < 0 ? html : `${html.slice(0, at)}${script}${html.slice(at)}`;
}

export class PagePreloadPlugin {
  constructor(private readonly pages: string[] = LANDING_PAGES) {}

  apply(compiler: CompilerLike): void {
    const { Compilation, sources } = compiler.webpack;
    const publicPath = String(compiler.options.output.publicPath ?? '/');
    compiler.hooks.thisCompilation.tap('PagePreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PagePreloadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const html = compilation.getAsset('index.html');
          if (!html) return;
          const inEntry = new Set(
            [...compilation.entrypoints.values()].flatMap((group) => group.chunks.flatMap((c) => [...c.files])),
          );
          const pages: Record<string, string[]> = {};
          for (const page of this.pages) {
            const group = compilation.chunkGroups.find((g) =>
              g.origins.some((o) => o.request?.replace(/^\.\//, '').startsWith(page)),
            );
            if (!group) throw new Error(`PagePreloadPlugin: no chunk group for ${page}`);
            pages[page] = [
              ...new Set(
                group.chunks.flatMap((c) =>
                  [...c.files].filter((f) => /\.(js|css)$/.test(f) && !inEntry.has(f) && !f.includes('locale-')),
                ),
              ),
            ];
          }
          const languages: Record<string, string[]> = {};
          for (const [language, chunk] of Object.entries(LANGUAGE_CHUNKS)) {
            const group = compilation.chunkGroups.find((g) => g.name === chunk);
            if (!group) throw new Error(`PagePreloadPlugin: no chunk ${chunk} (platform/language-source.h5.ts)`);
            languages[language] = group.chunks.flatMap((c) => [...c.files].filter((f) => f.endsWith('.js')));
          }
          const script = `<script>${preloadScript(publicPath, pages, languages)}</script>`;
          const text = withPreloadScript(String(html.source.source()), script);
          compilation.updateAsset('index.html', new sources.RawSource(text));
        },
      );
    });
  }
}
