// Timeouts are there to stop a hung test, never to judge the host's speed: with the machine busy
// (other suites, builds, load averages of 3–40 on 2 cores), starting an app on PGlite took 30–110 s
// in a `beforeAll(…, 30_000)` that needs 3 s on an idle machine, and the file failed although nothing
// was wrong. A timeout given to a hook or a test is therefore a floor of MINIMUM_TIMEOUT_MS (the
// project's testTimeout); nothing waits longer unless it hangs. (`it.each` keeps the project's limit.)
const MINIMUM_TIMEOUT_MS = 180_000;

// Also when none is given: a file's jest.setTimeout(30_000) would otherwise lower the project's limit.
const raise = (timeout) => (typeof timeout === 'number' ? Math.max(timeout, MINIMUM_TIMEOUT_MS) : MINIMUM_TIMEOUT_MS);

for (const hook of ['beforeAll', 'afterAll', 'beforeEach', 'afterEach']) {
  const original = globalThis[hook];
  if (typeof original === 'function') globalThis[hook] = (fn, timeout) => original(fn, raise(timeout));
}

for (const name of ['it', 'test']) {
  const original = globalThis[name];
  if (typeof original !== 'function') continue;
  const wrapped = (title, fn, timeout) => original(title, fn, raise(timeout));
  // Keep .each, .only, .skip, .todo, .concurrent, .failing as they are (with their own timeouts).
  Object.assign(wrapped, original);
  wrapped.only = (title, fn, timeout) => original.only(title, fn, raise(timeout));
  globalThis[name] = wrapped;
}

module.exports = { MINIMUM_TIMEOUT_MS };
