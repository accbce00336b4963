import { app } from './app';
import { servedFromEdgeCache, withoutTrackingParameters } from './edge-cache';
import type { Bindings } from './env';
import { servePage } from './pages';
import { deliverMail } from './queue';
import { runScheduled } from './services/scheduled';
import { withSimulatedNetwork } from './simulated-network';

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

export default {
  fetch(received, bindings, ctx) {
    const env = withSimulatedNetwork(bindings);
    const request = withoutTrackingParameters(received);
    return servedFromEdgeCache(request, env, ctx, () => (isApiPath(new URL(request.url).pathname) ? Promise.resolve(app.fetch(request, env, ctx)) : servePage(request, env, ctx)));
  },
  async queue(batch, env) {
    await deliverMail(batch, env);
  },
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(env, controller.cron, controller.scheduledTime));
  },
} satisfies ExportedHandler<Bindings>;
