// The words a chat message may not carry (spec section 5: sensitive content
// is not sent). Matched after folding width and case and dropping the
// separators people put between letters to slip past a list, so "F u-c k"
// and "ｆｕｃｋ" are caught like "fuck". Deployments extend the list with
// IM_SENSITIVE_WORDS (comma separated).
const BUILT_IN = [
  // abuse
  'fuck',
  'shit',
  'bitch',
  'asshole',
  '傻逼',
  '操你',
  '他妈的',
  '妈的',
  '王八蛋',
  '贱人',
  // fraud and off-platform payment lures
  '刷单',
  '代开发票',
  '私下转账',
  '赌博',
  '博彩',
  '毒品',
  'casino',
  'gambling',
];

export function foldForMatch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_\-.·*,，。!！?？~]/g, '');
}

export class SensitiveWords {
  private readonly folded: string[];

  constructor(extra: readonly string[] = []) {
    this.folded = [...new Set([...BUILT_IN, ...extra].map(foldForMatch).filter((w) => w.length > 0))];
  }

  /** The first listed word the text contains, or undefined. */
  find(text: string): string | undefined {
    const folded = foldForMatch(text);
    return this.folded.find((word) => folded.includes(word));
  }
}
