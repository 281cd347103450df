import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** A public page's frame: the header with its navigation, the page, the footer. */
export const SiteLayout = ({
  current,
  signedIn,
  children,
}: {
  current?: string;
  /** Someone is signed in (the pricing page asks): the header leads into the app. */
  signedIn?: boolean;
  children: ReactNode;
}) => (
  <>
    <SiteHeader current={current} signedIn={signedIn} />
    <main>{children}</main>
    <SiteFooter signedIn={signedIn} />
  </>
);
