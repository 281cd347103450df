import { readKnowledgeChunks } from './ai-agent.repository';

/**
 * The agent's knowledge for a prompt (the calling centre's): the text of the organization's ready
 * documents, oldest first, set apart by a blank line, at most `maxChars` (the caller knows how
 * much room its prompt has). A deleted document's text is gone at once.
 */
export const agentKnowledge = async (
  organizationId: string,
  { maxChars }: { maxChars: number },
): Promise<string> => {
  if (maxChars <= 0) return '';
  const chunks = await readKnowledgeChunks(organizationId, maxChars);
  const parts: string[] = [];
  let previous: string | null = null;
  for (const chunk of chunks) {
    // Documents are set apart by a blank line; a document's chunks join as they were cut.
    if (previous !== null && chunk.fileId !== previous) parts.push('\n\n');
    parts.push(chunk.text);
    previous = chunk.fileId;
  }
  return parts.join('').slice(0, maxChars);
};
