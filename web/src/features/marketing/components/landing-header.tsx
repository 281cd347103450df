import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { BrandLogo } from '../../../components/brand-logo';
import { paths } from '../../../config/paths';

export const LandingHeader = () => (
  <Box
    component="header"
    sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
  >
    <Container
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 1.5 }}
    >
      <BrandLogo />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button href={paths.auth.login}>Login</Button>
        <Button variant="contained" href={paths.auth.login}>
          Start Free Trial
        </Button>
      </Box>
    </Container>
  </Box>
);
