import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import type { DrawerProps } from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { lazyPopup } from '../../components/lazy-popup';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { TourProvider } from '../../features/onboarding/components/tour-provider';
import { WelcomeTour } from '../../features/onboarding/components/welcome-tour';
import { ReadOnlyBanner } from '../../features/plan-status/components/read-only-banner';
import { useIsMobile } from '../../lib/use-is-mobile';
import { SidebarContent } from './sidebar-content';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

const SIDEBAR_WIDTH = 264;

// No screen needs the keyboard shortcuts to paint: they load a moment after start-up.
const KeyboardShortcuts = lazy(() => import('./keyboard-shortcuts'));
const SHORTCUTS_AFTER_MS = 2000;

const useLater = (ms: number) => {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return ready;
};

// Only small screens use the drawer, and only once the menu button is pressed.
const Drawer = lazyPopup<DrawerProps>(async () => (await import('@mui/material/Drawer')).default);

/**
 * The signed-in shell: a fixed sidebar on desktop, a slide-in drawer below 768 px. The welcome
 * tour lives here, above the routed pages, so it stays open while it moves between them.
 */
export const AppLayout = () => (
  <TourProvider>
    <AppFrame />
    <WelcomeTour />
  </TourProvider>
);

const AppFrame = () => {
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const drawerOpen = openOn === pathname;
  const close = () => setOpenOn(null);
  const shortcuts = useLater(SHORTCUTS_AFTER_MS);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      {shortcuts && (
        <Suspense fallback={null}>
          <KeyboardShortcuts />
        </Suspense>
      )}
      {isMobile ? (
        <>
          <Box
            component="header"
            sx={{
              position: 'sticky',
              top: 0,
              zIndex: 'appBar',
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1,
              py: 1,
              bgcolor: 'background.paper',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <IconButton aria-label="Open menu" onClick={() => setOpenOn(pathname)}>
              <MenuIcon />
            </IconButton>
            <BrandLogo />
            <Box sx={{ ml: 'auto' }}>
              <NotificationBell />
            </Box>
          </Box>
          <Drawer
            open={drawerOpen}
            onClose={close}
            slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
          >
            <SidebarContent
              onNavigate={close}
              headerAction={
                <IconButton aria-label="Close menu" onClick={close} edge="end">
                  <CloseIcon />
                </IconButton>
              }
            />
          </Drawer>
        </>
      ) : (
        <Box
          component="aside"
          sx={{
            position: 'fixed',
            inset: '0 auto 0 0',
            width: SIDEBAR_WIDTH,
            bgcolor: 'background.paper',
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          <SidebarContent headerAction={<NotificationBell />} />
        </Box>
      )}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          outline: 'none',
          ml: isMobile ? 0 : `${SIDEBAR_WIDTH}px`,
          p: { xs: 2, md: 4 },
          maxWidth: 1600,
        }}
      >
        <ReadOnlyBanner />
        <Outlet />
      </Box>
    </Box>
  );
};
