// Every test runs in UTC so dates read the same on every machine.
process.env.TZ = 'UTC';
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
// jsdom has no Fetch API, and React Router's data router wraps every navigation in a Request (its loaders'
// argument): the URL, method and abort signal are what a navigation reads.
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class Request {
    constructor(input, init = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  };
}
