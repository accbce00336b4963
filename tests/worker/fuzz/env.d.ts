declare namespace Cloudflare {
  interface Env {
    /** Runs of each property (vitest.config.ts passes it from the environment; `npm run test:fuzz` raises it). */
    FUZZ_RUNS?: string;
    /** The seed of every property; a failure prints the one to set here to replay it. */
    FUZZ_SEED?: string;
  }
}
