import type { SocketEvent } from '@salesflow/functions/platform/ws/socket-event';

/**
 * What the socket fixture handlers saw, for the test to read. On globalThis because the gateway
 * loads handler modules by URL, which need not be the module instance the test imported.
 */
export interface SocketLog {
  connects: SocketEvent[];
  messages: SocketEvent[];
  disconnects: SocketEvent[];
}

const holder = globalThis as { __socketFixtureLog?: SocketLog };

export const socketLog = (): SocketLog => {
  holder.__socketFixtureLog ??= { connects: [], messages: [], disconnects: [] };
  return holder.__socketFixtureLog;
};
