/**
 * Wraps a D1 binding so that every statement sent to the database is counted: each run, all,
 * first or raw of a prepared statement, and each statement of a batch. Used to prove that an
 * endpoint runs a fixed number of statements whatever its page size.
 */
export function countStatements(d1: D1Database): { d1: D1Database; count: () => number } {
  let statements = 0;
  const unwrap = new WeakMap<object, D1PreparedStatement>();

  const wrapStatement = (inner: D1PreparedStatement): D1PreparedStatement => {
    const wrapped: D1PreparedStatement = new Proxy(inner, {
      get(target, prop, receiver) {
        if (prop === 'bind') {
          return (...values: unknown[]) => wrapStatement(target.bind(...values));
        }
        if (prop === 'run' || prop === 'all' || prop === 'first' || prop === 'raw') {
          const method = Reflect.get(target, prop, target) as (...args: unknown[]) => unknown;
          return (...args: unknown[]) => {
            statements += 1;
            return method.apply(target, args);
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
          return target.batch(list.map((statement) => unwrap.get(statement) ?? statement));
        };
      }
      if (prop === 'exec') {
        return (query: string) => {
          statements += 1;
          return target.exec(query);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { d1: wrapped, count: () => statements };
}
