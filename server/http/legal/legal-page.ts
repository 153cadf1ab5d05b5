import { escapeHtml } from '../html';
import type { LegalDocument, LegalLanguage } from './legal-document';

const HTML_LANG: Record<LegalLanguage, string> = { 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-HK', en: 'en' };

/** A legal document as a small self-contained page, readable on a phone inside the app's webview. */
export function legalPage(document: LegalDocument, language: LegalLanguage): string {
  const sections = document.sections
    .map(
      (section) =>
        `<h2>${escapeHtml(section.heading)}</h2>${section.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${HTML_LANG[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.title)}</title>
<style>
body{font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;max-width:40rem;margin:0 auto;padding:1.2rem 1rem 3rem;color:#1f2329;line-height:1.7}
h1{font-size:1.4rem;margin:.2rem 0}h2{font-size:1.05rem;margin:1.4rem 0 .4rem}p{margin:.4rem 0}.effective{color:#646a73;font-size:.9rem}
</style></head><body>
<h1>${escapeHtml(document.title)}</h1>
<p class="effective">${escapeHtml(document.effective)}</p>
<p>${escapeHtml(document.intro)}</p>
${sections}
</body></html>`;
}
