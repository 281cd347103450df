/**
 * The key the local OpenAI-compatible fake accepts on `npm start` (infra/local/provider-fakes.ts):
 * paste it into Settings → Security → OpenAI API key to try real-call conversations and analysis
 * by "the LLM" with no account and no network.
 */
export const DEMO_OPENAI_KEY = 'sk-local-demo-0123456789abcdef';
