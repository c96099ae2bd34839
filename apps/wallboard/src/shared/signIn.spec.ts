import { sendToSignIn } from './signIn';

it("sends the visitor to the console's sign-in page with the way back", () => {
  const assign = jest.fn();
  sendToSignIn({ pathname: '/wallboard/', search: '?screen=1', assign });
  expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fwallboard%2F%3Fscreen%3D1');
});
