import common from './common.json';
import auth from './auth.json';
import route from './route.json';
import layout from './layout.json';
import dashboard from './dashboard.json';
import message from './message.json';
import wallboard from './wallboard.json';
import errors from './errors.json';
import format from './format.json';
import shell from './shell.json';
import resource from './resource.json';
import system from './system.json';
import company from './company.json';
import device from './device.json';
import profile from './profile.json';
import print from './print.json';
import repair from './repair.json';

export default { common, auth, route, layout, dashboard, message, wallboard, errors, format, shell, resource, system, company, device, profile, print, repair };
