// The search page's cuisine filter tree (spec section 3). Keys are the values
// stores write in main_cuisine / sub_cuisine; labels come from i18n
// (diner.cuisine.<key>).

export interface CuisineNode {
  key: string;
  children: readonly string[];
}

export const CUISINE_TREE: readonly CuisineNode[] = [
  {
    key: 'Chinese',
    children: [
      'Taizhou',
      'Cantonese',
      'Macanese',
      'Shanghai',
      'Jiangzhe',
      'Huaiyang',
      'Jinglu',
      'Chuan-Xiang',
      'Chaoshan',
      'Hotpot',
      'Yunnan',
      'Crab',
      'Fujian',
      'Guizhou',
      'Private',
      'Anhui',
    ],
  },
  { key: 'Western', children: ['Italian', 'French', 'Steakhouse', 'Spanish', 'Nordic'] },
  { key: 'Japanese', children: ['Sushi', 'Yakitori', 'General', 'Kappo', 'Yakiniku', 'Tempura', 'Teppanyaki'] },
  { key: 'Fusion', children: [] },
  { key: 'Korean', children: [] },
];

/** Every key of the tree, mains and subs, once. */
export const CUISINE_KEYS: readonly string[] = [
  ...new Set(CUISINE_TREE.flatMap((node) => [node.key, ...node.children])),
];
