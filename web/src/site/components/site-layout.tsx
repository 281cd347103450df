import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** A public page's frame: the header with its navigation, the page, the footer. */
export const SiteLayout = ({ current, children }: { current?: string; children: ReactNode }) => (
  <>
    <SiteHeader current={current} />
    <main>{children}</main>
    <SiteFooter />
  </>
);
