'use strict';
// Applies a mini-program setData payload to a page's data, the way the host does:
// each key is a path such as 'root.cn.[0].cn.[2].v' or 'list[1].name'.

function parsePath(path) {
  const tokens = [];
  for (const segment of path.split('.')) {
    const re = /([^[\]]+)|\[(\d+)\]/g;
    let m;
    while ((m = re.exec(segment)) !== null) {
      tokens.push(m[1] !== undefined ? m[1] : Number(m[2]));
    }
  }
  return tokens;
}

function applySetData(data, patch) {
  for (const [path, value] of Object.entries(patch)) {
    const tokens = parsePath(path);
    let node = data;
    for (let i = 0; i < tokens.length - 1; i++) {
      const key = tokens[i];
      if (node[key] === undefined || node[key] === null || typeof node[key] !== 'object') {
        node[key] = typeof tokens[i + 1] === 'number' ? [] : {};
      }
      node = node[key];
    }
    node[tokens[tokens.length - 1]] = value;
  }
  return data;
}

module.exports = { applySetData, parsePath };
