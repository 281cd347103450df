/** The cold-start baseline: a handler with nothing in it, bundled like every function. */
export const handler = async () => ({ statusCode: 200, body: 'ok' });
