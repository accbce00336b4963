import { app } from './app';
import type { Bindings } from './env';
import { servePage } from './pages';
import { deliverMail } from './services/mail/outbox';
import { runScheduledMaintenance } from './services/maintenance';

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

export default {
  fetch(request, env, ctx) {
    return isApiPath(new URL(request.url).pathname) ? app.fetch(request, env, ctx) : servePage(request, env, ctx);
  },
  async queue(batch, env) {
    await deliverMail(batch, env);
  },
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledMaintenance(env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Bindings>;
