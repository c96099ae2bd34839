import { loginRedirect } from '@om/auth';

export interface PageLocation {
  pathname: string;
  search: string;
  assign(url: string): void;
}

/** To the console's sign-in page, which brings the visitor back here afterwards. */
export function sendToSignIn(location: PageLocation): void {
  location.assign(loginRedirect(location));
}
