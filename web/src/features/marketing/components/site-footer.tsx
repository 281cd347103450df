import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const POLICIES = [
  { label: 'Pricing Policy', href: '/pricing-policy' },
  { label: 'Service Delivery', href: '/shipping-policy' },
  { label: 'Refund Policy', href: '/refund-policy' },
  { label: 'Terms', href: '/terms' },
  { label: 'Privacy', href: '/privacy' },
];

/** The public pages' footer: support and sales, and "Available 24/7". */
export const SiteFooter = () => (
  <Box
    component="footer"
    sx={{ py: 4, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}
  >
    <Container sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, justifyContent: 'space-between' }}>
      <Typography variant="body2">© {new Date().getFullYear()} SalesFlow</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Link href="mailto:support@salesflow.app" variant="body2">
          support@salesflow.app
        </Link>
        <Link href="mailto:sales@salesflow.app" variant="body2">
          sales@salesflow.app
        </Link>
        <Typography variant="body2">+91 22 4890 1200 · Available 24/7</Typography>
        {POLICIES.map((policy) => (
          <Link key={policy.href} href={policy.href} variant="body2" color="textSecondary">
            {policy.label}
          </Link>
        ))}
      </Box>
    </Container>
  </Box>
);
