// H5 only (config/index.ts adds it as a 'pre' loader). Taro's React components for H5 are
// one module (@tarojs/components/lib/react/components.js) that defines every component
// any page imports, so the chunk every page loads first carried the video, picker,
// textarea, canvas... elements of pages far from home. Each named import of
// '@tarojs/components' becomes an import of that component's own module (made here from
// the element's module, as Taro's module makes it), so a page's chunks hold only the
// components its code uses. Plain CommonJS: webpack requires loaders by path.
const fs = require('node:fs');
const path = require('node:path');

/** The module each component's import is pointed at; `?component=Name` says which. */
const COMPONENT_MODULE = path.resolve(__dirname, 'taro-component.mjs');

const TARO_COMPONENTS = path.dirname(require.resolve('@tarojs/components/package.json'));
const DEFINITION =
  /const (\w+) = \/\*@__PURE__\*\/ createReactComponent\('([\w-]+)', undefined, manipulatePropsFunction, \w+\);/g;
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])@tarojs\/components\2;?/g;

let tagsByName;

/** Component name -> custom element tag, read from Taro's module so it follows Taro's version. */
function componentTags() {
  if (tagsByName) return tagsByName;
  const source = fs.readFileSync(path.join(TARO_COMPONENTS, 'lib/react/components.js'), 'utf8');
  tagsByName = new Map();
  for (const [, name, tag] of source.matchAll(DEFINITION)) {
    if (fs.existsSync(path.join(TARO_COMPONENTS, 'dist/components', `${tag}.js`))) tagsByName.set(name, tag);
  }
  return tagsByName;
}

/** The request of one component's own module. */
function componentRequest(name) {
  return `${COMPONENT_MODULE.split(path.sep).join('/')}?component=${name}`;
}

/**
 * Rewrites `import { View, Text as T } from '@tarojs/components'` into one import per
 * component; names it does not know (types, Block, anything new) stay on the original import.
 */
function splitComponentImports(source) {
  if (!source.includes('@tarojs/components')) return source;
  const tags = componentTags();
  return source.replace(IMPORT, (whole, list, quote) => {
    const kept = [];
    const split = [];
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (!specifier) continue;
      const [imported, local = imported] = specifier.split(/\s+as\s+/);
      if (tags.has(imported))
        split.push(`import { ${imported} as ${local} } from ${JSON.stringify(componentRequest(imported))};`);
      else kept.push(specifier);
    }
    if (split.length === 0) return whole;
    const rest = kept.length ? `import { ${kept.join(', ')} } from ${quote}@tarojs/components${quote};` : '';
    return [rest, ...split].filter(Boolean).join(' ');
  });
}

/** The source of one component's own module, made as Taro's module of every component makes it. */
function componentModule(name) {
  const tag = componentTags().get(name);
  if (!tag) throw new Error(`taro-components-split: no Taro component named ${name}`);
  return [
    `import { defineCustomElement } from '@tarojs/components/dist/components/${tag}.js';`,
    "import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js';",
    "import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/index.js';",
    `export const ${name} = /*@__PURE__*/ createReactComponent('${tag}', undefined, manipulatePropsFunction, defineCustomElement);`,
    '',
  ].join('\n');
}

function taroComponentsSplit(source) {
  if (this.resourcePath === COMPONENT_MODULE) {
    const name = new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).get('component');
    if (name) return componentModule(name);
  }
  return splitComponentImports(source);
}

module.exports = taroComponentsSplit;
module.exports.splitComponentImports = splitComponentImports;
module.exports.componentModule = componentModule;
module.exports.componentTags = componentTags;
module.exports.COMPONENT_MODULE = COMPONENT_MODULE;
