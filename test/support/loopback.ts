import { randomInt } from 'node:crypto';
import { Agent, fetch, type RequestInit, type Response } from 'undici';

/**
 * The local gateway limits sign-ins and mutations per client address, as WAF does per client IP.
 * The whole suite runs on one machine, so each test client gets a loopback address of its own:
 * Linux routes all of 127.0.0.0/8 over `lo`, and the gateway on 127.0.0.1 accepts them all.
 * Addresses start at a random point per process, so parallel test files do not share one.
 */
const SPAN = 254 * 256 * 254;
let next = randomInt(SPAN);

/** 127.a.b.c with a in 1..254 (never 127.0.0.x, which the machine itself uses) and c in 1..254. */
export const nextLoopbackAddress = (): string => {
  const n = next++ % SPAN;
  const a = 1 + Math.floor(n / (256 * 254));
  const b = Math.floor(n / 254) % 256;
  const c = 1 + (n % 254);
  return `127.${a}.${b}.${c}`;
};

export interface LoopbackHttp {
  /** The source address the gateway sees as the client. */
  address: string;
  fetch: (url: string | URL, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
}

/** fetch from one loopback source address, over kept-alive connections like a browser's. */
export const loopbackHttp = (address = nextLoopbackAddress()): LoopbackHttp => {
  // family 4: the source is an IPv4 address, so `localhost` must not resolve to ::1.
  const dispatcher = new Agent({ localAddress: address, connect: { family: 4 } });
  return {
    address,
    fetch: (url, init = {}) => fetch(url, { ...init, dispatcher }),
    close: () => dispatcher.close(),
  };
};
