/**
 * Sequential round trips to D1: the longest chain of calls each started after the one before it
 * settled. A call's depth is one more than the deepest call already settled when it starts, so
 * calls started together (inside one `Promise.all`) share a depth, and a call that waited for
 * another's answer is one deeper even while an unrelated, slower call is still in flight (a
 * member's page whose saved items wait for `/api/me` beside a long article query takes two). What
 * a member far from D1's region waits for is that depth, not the number of statements.
 */
function roundTripCounter(): { track<T>(call: () => Promise<T>): Promise<T>; count: () => number } {
  let deepest = 0;
  let settledDepth = 0;
  return {
    track(call) {
      const depth = settledDepth + 1;
      deepest = Math.max(deepest, depth);
      const settle = () => (settledDepth = Math.max(settledDepth, depth));
      const pending = call();
      pending.then(settle, settle);
      return pending;
    },
    count: () => deepest,
  };
}

/**
 * Wraps a D1 binding so that every statement sent to the database is counted: each run, all,
 * first or raw of a prepared statement, and each statement of a batch; and the sequential round
 * trips they took (`roundTripCounter`: a batch is one). Used to prove that an endpoint runs a
 * fixed number of statements whatever its page size, in at most one or two steps.
 */
export function countStatements(d1: D1Database): { d1: D1Database; count: () => number; roundTrips: () => number } {
  let statements = 0;
  const trips = roundTripCounter();
  const unwrap = new WeakMap<object, D1PreparedStatement>();

  const wrapStatement = (inner: D1PreparedStatement): D1PreparedStatement => {
    const wrapped: D1PreparedStatement = new Proxy(inner, {
      get(target, prop, receiver) {
        if (prop === 'bind') {
          return (...values: unknown[]) => wrapStatement(target.bind(...values));
        }
        if (prop === 'run' || prop === 'all' || prop === 'first' || prop === 'raw') {
          const method = Reflect.get(target, prop, target) as (...args: unknown[]) => Promise<unknown>;
          return (...args: unknown[]) => {
            statements += 1;
            return trips.track(() => method.apply(target, args));
          };
        }
        const value = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    unwrap.set(wrapped, inner);
    return wrapped;
  };

  const wrapped = new Proxy(d1, {
    get(target, prop) {
      if (prop === 'prepare') return (query: string) => wrapStatement(target.prepare(query));
      if (prop === 'batch') {
        return (list: D1PreparedStatement[]) => {
          statements += list.length;
          return trips.track(() => target.batch(list.map((statement) => unwrap.get(statement) ?? statement)));
        };
      }
      if (prop === 'exec') {
        return (query: string) => {
          statements += 1;
          return trips.track(() => target.exec(query));
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { d1: wrapped, count: () => statements, roundTrips: trips.count };
}
