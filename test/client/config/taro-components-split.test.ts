import fs from 'node:fs';
import path from 'node:path';
import taroComponentsSplit, {
  COMPONENT_MODULE,
  componentModule,
  componentTags,
  splitComponentImports,
} from '../../../config/taro-components-split.cjs';

// The H5 build gives each Taro component its own module, so a page's chunks hold only the
// components it uses, not Taro's module of every component (docs/client.md, "Page load").
const REQUEST = (name: string) => `"${COMPONENT_MODULE.split(path.sep).join('/')}?component=${name}"`;

function run(resourcePath: string, resourceQuery: string, source: string) {
  return taroComponentsSplit.call({ resourcePath, resourceQuery }, source);
}

function importedTaroComponents(dir: string): string[] {
  const names = new Set<string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const source = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@tarojs\/components'/g)) {
      for (const specifier of list.split(',').map((part) => part.trim())) {
        if (specifier && !specifier.startsWith('type ')) names.add(specifier.split(/\s+as\s+/)[0]);
      }
    }
  }
  return [...names];
}

describe("Taro components' imports in the H5 build", () => {
  it("point each component at its own module, keeping the page's local names", () => {
    const source = "import { View, Text as Label } from '@tarojs/components';\nconst a = 1;";
    expect(run('/app/src/pages/home/home-blocks.tsx', '', source)).toBe(
      `import { View as View } from ${REQUEST('View')}; import { Text as Label } from ${REQUEST('Text')};\nconst a = 1;`,
    );
  });

  it("leave types, Block and the 'import type' form on Taro's module", () => {
    const source =
      "import { type ITouchEvent, Block, Image } from '@tarojs/components';\nimport type { ViewProps } from '@tarojs/components';";
    expect(splitComponentImports(source)).toBe(
      `import { type ITouchEvent, Block } from '@tarojs/components'; import { Image as Image } from ${REQUEST('Image')};\nimport type { ViewProps } from '@tarojs/components';`,
    );
    expect(splitComponentImports("import { ITouchEvent } from '@tarojs/components';")).toBe(
      "import { ITouchEvent } from '@tarojs/components';",
    );
  });

  it("make a component's module from that element's module only", () => {
    const made = run(COMPONENT_MODULE, '?component=ScrollView', '');
    expect(made).toBe(componentModule('ScrollView'));
    expect(made).toContain("from '@tarojs/components/dist/components/taro-scroll-view-core.js'");
    expect(made).toContain("export const ScrollView = /*@__PURE__*/ createReactComponent('taro-scroll-view-core'");
    expect(made).not.toMatch(/taro-(video|picker|textarea)/);
  });

  it('know every component the app imports, so none falls back to the module of every component', () => {
    const used = importedTaroComponents(path.resolve(__dirname, '../../../src'));
    expect(used).toEqual(expect.arrayContaining(['View', 'Text', 'Image']));
    expect(used.filter((name) => !componentTags().has(name))).toEqual([]);
  });
});
