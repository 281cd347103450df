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

/** Matches requests to route table rows the way API Gateway does (`{name}` = one segment). */
export const compileRoutes = (routes: readonly RouteDefinition[]) => {
  const compiled: CompiledRoute[] = routes.map((route) => {
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
