import { app } from './app';
import type { Bindings } from './env';
import { servePage } from './pages';
import { deliverMail } from './queue';
import { answer, type Handlers } from './runtime/answer';
import { servedFromEdgeCache, withoutTrackingParameters } from './runtime/edge-cache';
import { backgroundScope } from './runtime/scope';
import { runScheduled } from './services/scheduled';

/*
 * The Worker's entry (docs/rules/platform.md, "One request, one scope"): a request passes the edge
 * cache, then worker/runtime/answer.ts builds its scope and answers it with the API (worker/app.ts)
 * or the page render (worker/pages.ts), which calls the API in process under the same scope.
 */

function handlersFor(ctx: ExecutionContext): Handlers {
  const api: Handlers['api'] = async (request, scope) => app.fetch(request, { scope }, ctx);
  return { api, page: (request, scope) => servePage(request, scope, (apiRequest) => api(apiRequest, scope)) };
}

/** A request answered by the Worker, past the edge cache. */
export function answerRequest(request: Request, bindings: Bindings, ctx: ExecutionContext): Promise<Response> {
  return answer(request, bindings, ctx, handlersFor(ctx));
}

export default {
  fetch(received, bindings, ctx) {
    const request = withoutTrackingParameters(received);
    return servedFromEdgeCache(request, bindings, ctx, () => answerRequest(request, bindings, ctx));
  },
  async queue(batch, bindings, ctx) {
    await deliverMail(batch, backgroundScope(bindings, ctx));
  },
  async scheduled(controller, bindings, ctx) {
    ctx.waitUntil(runScheduled(backgroundScope(bindings, ctx), controller.cron, controller.scheduledTime));
  },
} satisfies ExportedHandler<Bindings>;
