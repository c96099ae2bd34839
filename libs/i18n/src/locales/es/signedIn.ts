// What the signed-in shell and its landing page (the dashboard) add to the boot namespaces; the modules'
// namespaces load with the first module page (see ../../changeLanguage.ts).
import layout from './layout.json';
import dashboard from './dashboard.json';
import message from './message.json';
import format from './format.json';
import shell from './shell.json';

export default { layout, dashboard, message, format, shell };
