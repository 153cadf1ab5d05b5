import fs from 'node:fs';
import path from 'node:path';

const { guardFieldWatchers } = require('../../../config/taro-field-watch-guard-loader.cjs') as {
  guardFieldWatchers(source: string): string;
};

const ELEMENTS = path.resolve(__dirname, '../../../node_modules/@tarojs/components/dist/components');

// The H5 build guards the value watchers of Taro's input and textarea elements, which
// threw when a page set a field's value before the element had rendered its inner field.
describe("Taro's H5 input and textarea value watchers", () => {
  it.each([
    ['taro-input-core.js', 'inputRef'],
    ['taro-textarea-core.js', 'textareaRef'],
  ])('%s checks its inner field exists before copying the value (fails if Taro rewrote the watcher)', (file, ref) => {
    const source = fs.readFileSync(path.join(ELEMENTS, file), 'utf8');
    expect(source).toContain(`if (this.${ref}.value !== value) {`);
    const guarded = guardFieldWatchers(source);
    expect(guarded).toContain(`if (this.${ref} && this.${ref}.value !== value) {`);
    expect(guarded).not.toContain(`if (this.${ref}.value !== value) {`);
  });

  it('leaves other code as it is', () => {
    const other = 'const value = 1;\nif (this.something.value !== value) {}';
    expect(guardFieldWatchers(other)).toBe(other);
  });
});
