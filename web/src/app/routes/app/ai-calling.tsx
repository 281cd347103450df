import { AiCallingScreen } from '../../../features/ai-calling/components/ai-calling-screen';

/** /app/ai-calling: the call queue, the live call, and the recent calls. */
export const AiCallingRoute = () => <AiCallingScreen />;
