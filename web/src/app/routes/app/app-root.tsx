import { AuthGate } from '../../../features/auth/components/auth-gate';
import { AppLayout } from '../../shell/app-layout';

/** `/app/*`: the signed-in shell, behind the authentication gate. */
export const AppRoot = () => (
  <AuthGate>
    <AppLayout />
  </AuthGate>
);
