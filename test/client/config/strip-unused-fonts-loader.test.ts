import fs from 'node:fs';
import path from 'node:path';

const { stripUnusedFonts } = require('../../../config/strip-unused-fonts-loader.cjs') as {
  stripUnusedFonts(css: string): string;
};

const ROOT = path.resolve(__dirname, '../../..');
const THEME = path.join(ROOT, 'node_modules/@nutui/nutui-react-taro/dist/styles/themes/default.css');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("NutUI's theme without its digit fonts", () => {
  const theme = fs.readFileSync(THEME, 'utf8');

  it('drops the embedded fonts and keeps every theme variable', () => {
    const stripped = stripUnusedFonts(theme);
    expect(theme).toContain('JDZH-Regular');
    expect(stripped).not.toContain('@font-face');
    expect(stripped).not.toContain('JDZH');
    // the fonts were most of the file: what the mini-program's main package no longer carries
    expect(theme.length - stripped.length).toBeGreaterThan(15_000);
    const variables = (css: string) => css.match(/--nutui-[\w-]+:[^;}]+/g) ?? [];
    expect(variables(stripped)).toEqual(variables(theme));
    expect(variables(stripped).length).toBeGreaterThan(50);
  });

  it('is safe only while no page uses the NutUI components drawn with them', () => {
    // Price, Rate, Badge and CountDown set font-family JDZH-*: using one means keeping the fonts.
    const users = sourceFiles(path.join(ROOT, 'src'))
      .filter((file) =>
        /import\s*\{[^}]*\b(Price|Rate|Badge|CountDown)\b[^}]*\}\s*from\s*'@nutui\/nutui-react-taro'/.test(
          fs.readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => path.relative(ROOT, file));
    expect(users).toEqual([]);
  });
});

describe("Taro's H5 component stylesheet without the weui icon font", () => {
  const TARO_CSS = path.join(ROOT, 'node_modules/@tarojs/components/dist/taro-components/taro-components.css');
  const css = fs.readFileSync(TARO_CSS, 'utf8');

  it('drops the embedded font and keeps the other rules', () => {
    const stripped = stripUnusedFonts(css);
    expect(css).toContain('font-family:weui');
    expect(stripped).not.toContain('@font-face');
    expect(stripped).not.toContain('base64');
    // the font was most of the file, which the H5 entry injects
    expect(css.length - stripped.length).toBeGreaterThan(5_000);
    const selectors = (text: string) => text.match(/(^|\})[^{}@]+\{/g)?.length ?? 0;
    expect(selectors(stripped)).toBe(selectors(css));
  });

  it('is safe only while no page uses the Taro components drawn with it', () => {
    // Icon, Checkbox and Radio draw their glyphs with the weui font.
    const users = sourceFiles(path.join(ROOT, 'src'))
      .filter((file) =>
        /import\s*\{[^}]*\b(Icon|Checkbox|CheckboxGroup|Radio|RadioGroup)\b[^}]*\}\s*from\s*'@tarojs\/components'/.test(
          fs.readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => path.relative(ROOT, file));
    expect(users).toEqual([]);
  });
});
