/** Cookie parsing and serialising for API Gateway v2 events (cookies arrive as an array). */
export const parseCookies = (cookies: string[] | undefined): Record<string, string> => {
  const jar: Record<string, string> = {};
  for (const header of cookies ?? []) {
    for (const part of header.split(';')) {
      const eq = part.indexOf('=');
      if (eq <= 0) continue;
      const name = part.slice(0, eq).trim();
      const raw = part.slice(eq + 1).trim();
      if (!(name in jar)) {
        try {
          jar[name] = decodeURIComponent(raw);
        } catch {
          jar[name] = raw;
        }
      }
    }
  }
  return jar;
};

export interface CookieOptions {
  maxAgeSeconds?: number;
  secure: boolean;
  path?: string;
}

export const serializeCookie = (name: string, value: string, options: CookieOptions): string => {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`, 'HttpOnly'];
  parts.push('SameSite=Lax');
  if (options.secure) parts.push('Secure');
  if (options.maxAgeSeconds !== undefined) {
    parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
    if (options.maxAgeSeconds <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  return parts.join('; ');
};

export const clearCookie = (name: string, options: Omit<CookieOptions, 'maxAgeSeconds'>): string =>
  serializeCookie(name, '', { ...options, maxAgeSeconds: 0 });
