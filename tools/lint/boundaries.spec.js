// Plants one import of each kind the boundary rules forbid and asserts that ESLint (run as the lint
// target runs it: from the project's folder, with its eslint.config.mjs) rejects it with the right
// rule; an allowed import of the same shape passes, so a rule that stopped matching cannot hide.
const { execFileSync } = require('node:child_process');
const { join } = require('node:path');

const root = join(__dirname, '../..');
const eslint = join(root, 'node_modules/eslint/bin/eslint.js');

/** The rule ids ESLint reports for `code` as if it were the file `file` of the project in `project`. */
function lint(project, file, code) {
  let output;
  try {
    output = execFileSync(process.execPath, [eslint, '--stdin', '--stdin-filename', join(root, project, file), '--format', 'json'], {
      cwd: join(root, project),
      input: code,
      encoding: 'utf8',
      env: { ...process.env, NX_DAEMON: 'false' },
    });
  } catch (error) {
    // Exit code 1: the file has errors; the report is on stdout all the same.
    output = error.stdout;
  }
  const [report] = JSON.parse(output);
  return report.messages.filter((message) => message.severity === 2).map((message) => message.ruleId);
}

describe('the boundary rules reject', () => {
  it('a lib importing an app', () => {
    expect(lint('libs/ui', 'src/planted.ts', "import { App } from '../../../apps/console/src/app/App';\nexport const planted = App;\n")).toContain('@nx/enforce-module-boundaries');
    expect(lint('libs/i18n', 'src/planted.ts', "import { createAppStore } from '@om/console/src/app/store';\nexport const planted = createAppStore;\n")).toContain('@nx/enforce-module-boundaries');
  });

  it('the server importing web code: the shared libs beyond their pure core, a browser lib, React', () => {
    const file = 'src/planted.ts';
    expect(lint('apps/server', file, "import { api } from '@om/api';\nexport const planted = api;\n")).toContain('no-restricted-imports');
    expect(lint('apps/server', file, "import { useCan } from '@om/auth';\nexport const planted = useCan;\n")).toContain('no-restricted-imports');
    expect(lint('apps/server', file, "import { Panel } from '@om/ui';\nexport const planted = Panel;\n")).toContain('@nx/enforce-module-boundaries');
    expect(lint('apps/server', file, "import { useState } from 'react';\nexport const planted = useState;\n")).toContain('no-restricted-imports');
    // The pure core is the server's to use.
    expect(lint('apps/server', file, "import { DEVICE_STATUS_VALUES } from '@om/api/enums';\nimport { ADMIN_ROLE } from '@om/auth/core';\nimport { isRecord } from '@om/core';\nexport const planted = [DEVICE_STATUS_VALUES, ADMIN_ROLE, isRecord];\n")).toEqual([]);
  });

  it("one console feature importing another's internals (its index.ts is allowed)", () => {
    const file = 'src/features/system/planted.ts';
    expect(lint('apps/console', file, "import { DevicePicker } from '../device/DevicePicker';\nexport const planted = DevicePicker;\n")).toContain('import/no-restricted-paths');
    expect(lint('apps/console', file, "export const planted = () => import('../messages/pages/MessagePage');\n")).toContain('import/no-restricted-paths');
    expect(lint('apps/console', file, "import { messagePage } from '../messages';\nexport const planted = messagePage;\n")).toEqual([]);
  });

  it('libs/ui importing libs/api', () => {
    expect(lint('libs/ui', 'src/planted.ts', "import { api } from '@om/api';\nexport const planted = api;\n")).toContain('@nx/enforce-module-boundaries');
   });

  it('libs/ui importing the shell state (the presentation lib takes state through props)', () => {
    expect(lint('libs/ui', 'src/planted.ts', "import { shellReducers } from '@om/shell-state';\nexport const planted = shellReducers;\n")).toContain('@nx/enforce-module-boundaries');
    expect(lint('apps/console', 'src/planted.ts', "import { shellReducers } from '@om/shell-state';\nexport const planted = shellReducers;\n")).toEqual([]);
  });

  it('the pure core of libs/auth importing browser code', () => {
    expect(lint('libs/auth', 'src/core/planted.ts', "import { useSelector } from 'react-redux';\nexport const planted = useSelector;\n")).toContain('no-restricted-imports');
    expect(lint('libs/auth', 'src/core/planted.ts', "import { useCan } from '../can/useCan';\nexport const planted = useCan;\n")).toContain('no-restricted-imports');
  });

  it('libs/core (which every project may import) importing anything: a package, a workspace lib, a Node built-in', () => {
    const file = 'src/planted.ts';
    expect(lint('libs/core', file, "import { useState } from 'react';\nexport const planted = useState;\n")).toContain('no-restricted-imports');
    expect(lint('libs/core', file, "import { useTranslation } from '@om/i18n';\nexport const planted = useTranslation;\n")).toEqual(expect.arrayContaining(['no-restricted-imports', '@nx/enforce-module-boundaries']));
    expect(lint('libs/core', file, "import { readFileSync } from 'node:fs';\nexport const planted = readFileSync;\n")).toContain('no-restricted-imports');
    expect(lint('libs/core', file, "import { isRecord } from './is-record';\nexport const planted = isRecord;\n")).toEqual([]);
    // …and every project imports it: the presentation lib and the shared data lib as well as the server (above).
    expect(lint('libs/ui', file, "import { isRecord } from '@om/core';\nexport const planted = isRecord;\n")).toEqual([]);
    expect(lint('libs/api', file, "import { isRecord } from '@om/core';\nexport const planted = isRecord;\n")).toEqual([]);
  });

  it('a camelCase file name in libs/ui (PascalCase components, kebab-case the rest)', () => {
    expect(lint('libs/ui', 'src/shell/menuHelper.ts', 'export const planted = 1;\n')).toContain('om/file-name');
    expect(lint('libs/ui', 'src/shell/menu-helper.ts', 'export const planted = 1;\n')).toEqual([]);
    expect(lint('libs/ui', 'src/shell/MenuHelper.tsx', 'export const planted = 1;\n')).toEqual([]);
  });
});
