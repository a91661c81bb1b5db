import { Outlet, ScrollRestoration } from 'react-router';

/**
 * The root of every route: new screens open at the top, and going back (e.g. from a match's
 * detail to the list) returns to where the dater was.
 */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
