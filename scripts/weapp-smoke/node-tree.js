'use strict';
// Reads the node tree Taro sends to setData: { root: { cn: [node...] } }, where an
// element is { nn, cn, cl?, ... } and a text node carries its string in `v`.

function summarize(root) {
  const summary = { elements: 0, texts: [], classNames: new Set() };
  const walk = (nodes) => {
    for (const node of nodes || []) {
      if (!node || typeof node !== 'object') continue;
      if (typeof node.v === 'string') {
        if (node.v.trim()) summary.texts.push(node.v);
        continue;
      }
      summary.elements++;
      if (node.cl) for (const c of String(node.cl).split(/\s+/)) if (c) summary.classNames.add(c);
      walk(node.cn);
    }
  };
  walk(root && root.cn);
  return summary;
}

/** All text under a node, in order. */
function textOf(node) {
  if (!node || typeof node !== 'object') return '';
  if (typeof node.v === 'string') return node.v;
  return (node.cn || []).map(textOf).join('');
}

/** The first element carrying `className` whose text is `text`. */
function findElement(root, className, text) {
  const search = (nodes) => {
    for (const node of nodes || []) {
      if (!node || typeof node !== 'object' || typeof node.v === 'string') continue;
      const classes = String(node.cl || '').split(/\s+/);
      if (classes.includes(className) && (text === undefined || textOf(node) === text)) return node;
      const found = search(node.cn);
      if (found) return found;
    }
    return null;
  };
  return search(root && root.cn);
}

module.exports = { summarize, textOf, findElement };
