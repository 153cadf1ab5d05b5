'use strict';
// The server the smoke test's wx.request talks to: canned answers matched by method
// and URL path. A request nobody answers gets a Connect "unimplemented" error and is
// listed in the report, so a page that needs data shows up as a missing answer rather
// than a crash.

function pathOf(url) {
  const m = /^[a-z]+:\/\/[^/]+(\/[^?#]*)?/i.exec(url);
  const path = m ? m[1] || '/' : url;
  return path.split(/[?#]/)[0];
}

function matches(answer, method, path) {
  if (answer.method && answer.method.toUpperCase() !== method) return false;
  return answer.path instanceof RegExp ? answer.path.test(path) : answer.path === path;
}

/**
 * answers: [{ method?, path: string | RegExp, status?, headers?, body?, respond?(req) }]
 * `body` may be an object (sent as JSON text) or a string; `respond` computes the
 * answer from { method, path, url, headers, body } and returns { status, headers, body }.
 */
function createFakeServer(answers) {
  const unanswered = [];
  const seen = [];

  function handle(req) {
    const method = (req.method || 'GET').toUpperCase();
    const path = pathOf(req.url);
    const call = { method, path, url: req.url, headers: req.header || {}, body: req.data };
    seen.push({ method, path });
    const answer = answers.find((a) => matches(a, method, path));
    if (!answer) {
      unanswered.push({ method, path });
      return {
        status: 501,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: 'unimplemented', message: `no canned answer for ${method} ${path}` }),
      };
    }
    const out = answer.respond ? answer.respond(call) : answer;
    const body = out.body === undefined ? '' : out.body;
    return {
      status: out.status || 200,
      headers: { 'content-type': 'application/json', ...(out.headers || {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    };
  }

  return { handle, unanswered, seen };
}

module.exports = { createFakeServer, pathOf };
