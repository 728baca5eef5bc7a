import type { Express } from 'express';

export interface ServedRoute {
  method: string;
  path: string;
}

/** What Express keeps of a mounted route or router (the router package's Layer, read-only here). */
interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

function isLayerList(value: unknown): value is Layer[] {
  return Array.isArray(value);
}

/** Every method and path the app routes to a handler, through nested routers, in mounting order. */
export function servedRoutes(app: Express): ServedRoute[] {
  const router: unknown = Reflect.get(app, 'router');
  const stack: unknown = typeof router === 'function' ? Reflect.get(router, 'stack') : undefined;
  if (!isLayerList(stack)) throw new Error('Express keeps its routes elsewhere now: update servedRoutes');
  const routes: ServedRoute[] = [];
  const walk = (layers: Layer[]): void => {
    for (const { route, handle } of layers) {
      if (route !== undefined) {
        const paths = Array.isArray(route.path) ? route.path : [route.path];
        for (const method of Object.keys(route.methods))
          for (const path of paths) routes.push({ method: method.toUpperCase(), path });
      } else if (handle.stack !== undefined) walk(handle.stack);
    }
  };
  walk(stack);
  return routes;
}
