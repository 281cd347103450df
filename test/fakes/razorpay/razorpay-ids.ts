import { createHmac, randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay's ids: a prefix and 14 characters (`sub_Jt1Qy1nDfz7EwL`). */
export const razorpayId = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(14), (b) => ALPHABET[b % ALPHABET.length]).join('')}`;

export const hmacHex = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text, 'utf8').digest('hex');

export const nowSeconds = () => Math.floor(Date.now() / 1000);
