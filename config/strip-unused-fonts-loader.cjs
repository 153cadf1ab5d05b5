// NutUI's default theme (@nutui/nutui-react-taro/dist/styles/themes/default.css) embeds
// two digit fonts, JDZH-Regular and JDZH-Bold, as base64 (about 17 KB). Only NutUI's
// Price, Rate, Badge and CountDown draw with them, and the app uses none of those, so
// the fonts only weighed on the mini-program's main package and the H5 stylesheet.
// Taro's H5 component stylesheet (@tarojs/components/dist/taro-components/taro-components.css)
// embeds the weui icon font (about 6 KB of base64, which Taro injects from the H5 entry).
// Only Taro's Icon, Checkbox and Radio draw with it, and the app uses none of those.
// This drops those @font-face rules from the two files; every other rule stays.
const UNUSED_FONT_FACE = /@font-face\s*\{[^}]*font-family:\s*['"]?(?:JDZH-[A-Za-z]+|weui)\b['"]?[^}]*\}/g;

function stripUnusedFonts(css) {
  return css.replace(UNUSED_FONT_FACE, '');
}

module.exports = function stripUnusedFontsLoader(source) {
  return stripUnusedFonts(String(source));
};
module.exports.stripUnusedFonts = stripUnusedFonts;
