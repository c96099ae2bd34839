require('@testing-library/jest-dom');

// findBy* / waitFor give up after this long (default 1 s). Only a test whose expectation is never met
// waits for it, so a generous value costs nothing while the machine is idle and keeps page tests
// (lazy chunks, whole-app renders) independent of the host's speed when it is busy.
require('@testing-library/dom').configure({ asyncUtilTimeout: 20_000 });
