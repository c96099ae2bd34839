const nxPreset = require('@nx/jest/preset').default;

// Every project sets its own swc transform; the preset's ts-jest transform would be dead weight.
const { transform: _unused, ...preset } = nxPreset;

module.exports = { ...preset };
