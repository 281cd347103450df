import { SettingsScreen } from '../../../features/settings/components/settings-screen';

/** /app/settings: the Notifications and Profile tabs (`?tab=profile`). */
export const SettingsRoute = () => <SettingsScreen />;
