// NutUI's default theme (@nutui/nutui-react-taro/dist/styles/themes/default.css) embeds
// two digit fonts, JDZH-Regular and JDZH-Bold, as base64 (about 17 KB). Only NutUI's
// Price, Rate, Badge and CountDown draw with them, and the app uses none of those, so
// the fonts only weighed on the mini-program's main package and the H5 stylesheet.
// This drops those @font-face rules from that one file; the theme's variables stay.
const UNUSED_FONT_FACE = /@font-face\s*\{[^}]*font-family:\s*['"]?JDZH-[A-Za-z]+['"]?[^}]*\}/g;

function stripUnusedFonts(css) {
  return css.replace(UNUSED_FONT_FACE, '');
}

module.exports = function stripUnusedFontsLoader(source) {
  return stripUnusedFonts(String(source));
};
module.exports.stripUnusedFonts = stripUnusedFonts;
