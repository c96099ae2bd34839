module.exports = require('../../tools/jest/react-project.cjs')('@om/shell-state');
