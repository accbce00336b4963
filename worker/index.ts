import { app } from './app';
import type { Bindings } from './env';
import { runScheduledMaintenance } from './services/maintenance';

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledMaintenance(env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Bindings>;
