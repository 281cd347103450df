import type { RouteDefinition } from '@salesflow/functions/routes';

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  names: string[];
}

const isParam = (segment: string) => /^\{\w+\}$/.test(segment);

/**
 * API Gateway's order among routes that match one path: the most specific first, segment by
 * segment, a literal before a `{param}` (`GET /api/contacts/duplicates` before
 * `GET /api/contacts/{id}`), whatever order the table lists them in.
 */
const bySpecificity = (a: RouteDefinition, b: RouteDefinition) => {
  const left = a.path.split('/');
  const right = b.path.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const diff = Number(isParam(left[i] ?? '')) - Number(isParam(right[i] ?? ''));
    if (diff !== 0) return diff;
  }
  return 0;
};

/** Matches requests to route table rows the way API Gateway does (`{name}` = one segment). */
export const compileRoutes = (routes: readonly RouteDefinition[]) => {
  const compiled: CompiledRoute[] = [...routes].sort(bySpecificity).map((route) => {
    const names: string[] = [];
    const source = route.path
      .split('/')
      .map((segment) => {
        const param = /^\{(\w+)\}$/.exec(segment);
        if (!param?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(param[1]);
        return '([^/]+)';
      })
      .join('/');
    return { route, names, pattern: new RegExp(`^${source}$`) };
  });
  return (method: string, path: string): RouteMatch | 'method-not-allowed' | null => {
    let pathMatched = false;
    for (const entry of compiled) {
      const match = entry.pattern.exec(path);
      if (!match) continue;
      pathMatched = true;
      if (entry.route.method !== method) continue;
      const params: Record<string, string> = {};
      entry.names.forEach((name, i) => {
        params[name] = decodeURIComponent(match[i + 1] ?? '');
      });
      return { route: entry.route, params };
    }
    return pathMatched ? 'method-not-allowed' : null;
  };
};
