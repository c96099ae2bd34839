// jsdom lacks the web globals that react-router data routers and openapi-fetch need; borrow Node's.
// MessageChannel/BroadcastChannel stay out: React's scheduler would hold a Node port open and Jest never exits.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = ['TextEncoder', 'TextDecoder', 'ReadableStream', 'WritableStream', 'TransformStream',
  'fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File',
  'AbortController', 'AbortSignal', 'structuredClone'];

class JsdomWithNodeGlobals extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const key of NODE_GLOBALS) {
      if (typeof globalThis[key] !== 'undefined') this.global[key] = globalThis[key];
    }
  }
}
module.exports = JsdomWithNodeGlobals;
