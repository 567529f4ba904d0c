import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, with its options (access rule, schema): the start-up check,
     * OpenAPI tests and the authorization matrix read it. */
    readonly routeTable: readonly RouteOptions[];
  }
}

/** Registered before any route, so the table is complete; options are read when used. */
export function registerRouteTable(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.decorate('routeTable', {
    getter: () => routes,
  });
  app.addHook('onRoute', (route) => void routes.push(route));
}
