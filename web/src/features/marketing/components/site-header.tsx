import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { BrandLogo } from '../../../components/brand-logo';
import { billingPaths } from '../../../config/billing-paths';
import { paths } from '../../../config/paths';

const NAV = [
  { label: 'Home', href: paths.home },
  { label: 'Pricing', href: billingPaths.pricing },
  // The public pages (web/src/site): full page loads, the server answers them.
  { label: 'Reviews', href: '/reviews' },
  { label: 'Contact', href: '/contact' },
];

/** The public pages' header: navigation, Login (to /app) and Start Free Trial. */
export const SiteHeader = () => (
  <Box
    component="header"
    sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
  >
    <Container
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        py: 1.5,
        gap: 2,
      }}
    >
      <BrandLogo />
      <Box component="nav" aria-label="Site" sx={{ display: { xs: 'none', sm: 'flex' }, gap: 3 }}>
        {NAV.map((item) => (
          <Link key={item.href} href={item.href} underline="hover" color="text.primary">
            {item.label}
          </Link>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button href={paths.app.dashboard}>Login</Button>
        <Button variant="contained" href={billingPaths.signup}>
          Start Free Trial
        </Button>
      </Box>
    </Container>
  </Box>
);
