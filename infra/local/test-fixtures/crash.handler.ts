/** A handler that fails the way an unexpected bug does, for the gateway's 500 answer. */
export const handler = async (): Promise<never> => {
  throw new Error('boom: a detail that must stay in the log');
};
