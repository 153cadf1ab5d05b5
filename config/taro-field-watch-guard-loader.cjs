// Taro's H5 input and textarea elements (Stencil components) copy a new `value` prop
// into their inner <input>/<textarea> in `watchValue`, without checking that the inner
// element exists yet. When a page sets a field's value while the element is still
// being created (a form filled from data that arrives as it mounts), the watcher runs
// before the first render and throws "Cannot read properties of undefined (reading
// 'value')": an error in the console, and the browser tests that watch it failed now
// and then. The first render writes the value anyway, so the guard only skips a copy
// that has nowhere to go yet.
const GUARDS = [
  ['if (this.inputRef.value !== value) {', 'if (this.inputRef && this.inputRef.value !== value) {'],
  ['if (this.textareaRef.value !== value) {', 'if (this.textareaRef && this.textareaRef.value !== value) {'],
];

function guardFieldWatchers(source) {
  let out = source;
  for (const [unguarded, guarded] of GUARDS) out = out.replace(unguarded, guarded);
  return out;
}

module.exports = function taroFieldWatchGuardLoader(source) {
  return guardFieldWatchers(String(source));
};
module.exports.guardFieldWatchers = guardFieldWatchers;
