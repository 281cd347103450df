import { type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadSitePage, pageNameFor } from './site-pages';
import { leaveForApp } from './utils/leave-for-app';
import './site.css';

/**
 * The public pages' script: the page's HTML is already there (built ahead, see
 * web/scripts/prerender-site.ts), so this only makes it interactive. On `/`, a signed-in user is
 * sent to the app and the signup entry (`/?signup=true`) opens the signup dialog.
 */
/** Marks the page as interactive (`<html data-hydrated>`): journeys wait for it before clicking. */
const Hydrated = ({ children }: { children: ReactNode }) => {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
};

const start = async () => {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  const name = pageNameFor(window.location.pathname);
  if (name === 'home') void leaveForApp();
  const { Component } = await loadSitePage(name);
  const page = (
    <StrictMode>
      <Hydrated>
        <Component />
      </Hydrated>
    </StrictMode>
  );
  // `npm run dev` serves the template without the built HTML: render it here.
  if (root.firstElementChild) hydrateRoot(root, page);
  else createRoot(root).render(page);
};

void start();
