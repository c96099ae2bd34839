// The namespaces the first page needs (sign-in, errors, page titles); the rest loads with the shell.
import common from './common.json';
import auth from './auth.json';
import route from './route.json';
import errors from './errors.json';

export default { common, auth, route, errors };
