import { WhatsappScreen } from '../../../features/whatsapp/components/whatsapp-screen';

/** /app/whatsapp: the WhatsApp bot (document 2, "WhatsApp integration page"). */
export const WhatsappRoute = () => <WhatsappScreen />;
