// An imported image becomes its file name, enough to tell icons apart in assertions.
module.exports = {
  process(_source, filename) {
    return { code: `module.exports = ${JSON.stringify(require('node:path').basename(filename))};` };
  },
};
