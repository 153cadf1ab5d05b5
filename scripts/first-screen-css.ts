// `npm run build:h5`, after Taro's build: the critical CSS of the first screen the server
// writes into index.html (server/http/first-screen/), cut out of the build's own
// stylesheets so the markup is drawn by the very rules the app draws it with. Keeps the
// rules (media queries included) whose every class is one the first screen uses, the
// html/body rules, and the custom properties those rules read, from the stylesheets the
// page loads in the order it loads them (the entry's, then those index.html's preload
// list names for the page), so rules of equal weight fall as in the app. Writes
// dist/h5/first-screen-{page}.css, which the server inlines.
import fs from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule, type Rule } from 'postcss';
import { FIRST_SCREEN_CLASSES } from '../server/http/first-screen/first-screen-classes';

const dir = path.resolve(process.argv[2] ?? 'dist/h5');
const ALLOWED = new Set<string>(FIRST_SCREEN_CLASSES);
const ELEMENTS = new Set(['html', 'body', 'page', '*']);

/** Whether one selector of a list touches only the first screen's classes (and html/body). */
function selectorKept(selector: string): boolean {
  if (/[[\]]/.test(selector) || /::?-webkit-scrollbar/.test(selector)) return false;
  const classes = selector.match(/\.[A-Za-z0-9_-]+/g) ?? [];
  if (!classes.every((c) => ALLOWED.has(c.slice(1)))) return false;
  // Element names: what is left once classes, pseudo-classes and combinators are gone.
  const elements = selector
    .replace(/\.[A-Za-z0-9_-]+/g, ' ')
    .replace(/::?[a-z-]+(\([^)]*\))?/g, ' ')
    .split(/[\s>+~,]+/)
    .filter(Boolean);
  if (!elements.every((e) => ELEMENTS.has(e))) return false;
  return classes.length > 0 || elements.length > 0;
}

const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
const entryCss = [...html.matchAll(/<link[^>]+href="[^"]*?(css\/[^"]+\.css)"/g)].map((m) => m[1]!);
/** The stylesheets a page loads first: the entry's, then its preload list's. */
function stylesheetsOf(pagePath: string): string[] {
  const list = new RegExp(`"${pagePath}":\\[([^\\]]*)\\]`).exec(html)?.[1] ?? '';
  const preloaded = [...list.matchAll(/"(css\/[^"]+\.css)"/g)].map((m) => m[1]!);
  if (!entryCss.length || !preloaded.length) throw new Error(`index.html names no stylesheets for ${pagePath}`);
  return [...entryCss, ...preloaded];
}

function criticalCss(files: string[]): string {
  const out = postcss.root();
  // Chunks repeat the rules of the components they share: each rule once, where it last
  // comes, which is where it takes effect in the cascade.
  const kept: Array<{ text: string; node: postcss.ChildNode }> = [];
  const used = new Set<string>();
  const roots: Rule[] = [];
  for (const file of files) {
    const root = postcss.parse(fs.readFileSync(path.join(dir, file), 'utf8'), { from: file });
    root.walkRules((rule) => {
      const parent = rule.parent;
      if (parent?.type === 'atrule' && (parent as AtRule).name !== 'media') return;
      if (rule.selectors.some((s) => s === ':root' || s === 'page' || s === ':host')) {
        roots.push(rule.clone());
        return;
      }
      const selectors = rule.selectors.filter(selectorKept);
      if (!selectors.length) return;
      const copy = rule.clone({ selectors });
      copy.walkDecls((decl) => {
        for (const m of decl.value.matchAll(/var\((--[A-Za-z0-9_-]+)/g)) used.add(m[1]!);
      });
      const media = parent?.type === 'atrule' ? (parent as AtRule).clone({ nodes: [] }) : undefined;
      media?.append(copy);
      kept.push({ text: (media ?? copy).toString(), node: media ?? copy });
    });
  }
  const last = new Map(kept.map(({ text }, i) => [text, i]));
  kept.forEach(({ text, node }, i) => last.get(text) === i && out.append(node));
  // The variables the kept rules read, and those they read in turn.
  const defined = new Map<string, string>();
  for (const rule of roots) {
    rule.walkDecls((d) => {
      if (d.prop.startsWith('--')) defined.set(d.prop, d.value);
    });
  }
  const queue = [...used];
  while (queue.length) {
    const name = queue.pop()!;
    for (const m of (defined.get(name) ?? '').matchAll(/var\((--[A-Za-z0-9_-]+)/g)) {
      if (!used.has(m[1]!)) {
        used.add(m[1]!);
        queue.push(m[1]!);
      }
    }
  }
  const variables = [...used].filter((n) => defined.has(n)).map((n) => `${n}:${defined.get(n)}`);
  return (variables.length ? `:root{${variables.join(';')}}` : '') + out.toString().replace(/\n\s*/g, '');
}

const PAGES = { home: 'pages/home/index', storeDetail: 'pages/sub-user/store-detail/index' };
for (const [page, pagePath] of Object.entries(PAGES)) {
  const files = stylesheetsOf(pagePath);
  const css = criticalCss(files);
  fs.writeFileSync(path.join(dir, `first-screen-${page}.css`), css);
  console.log(`first-screen-${page}.css: ${(css.length / 1024).toFixed(1)} KB from ${files.join(', ')}`);
}
