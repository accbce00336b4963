declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    EXPOSE_D1_STATEMENTS?: string;
    QUIET_LOGS?: string;
  }
}
declare namespace Cloudflare {
  interface Exports {
    default: Fetcher;
  }
}
