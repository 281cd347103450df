import { AiCallingScreen } from '../../../features/ai-calling/components/ai-calling-screen';
import { useLeadRules } from './use-lead-rules';

/**
 * /app/ai-calling: the call queue, the live call, and the recent calls; calling offered only on
 * the leads the user may work (the server's rule).
 */
export const AiCallingRoute = () => <AiCallingScreen mayCall={useLeadRules().mayChangeLead} />;
