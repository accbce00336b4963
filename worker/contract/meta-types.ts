/** `GET /api/health`: 200 when the database answers, 503 with a `message` when it does not. */
export type Health = { status: 'ok'; database: 'reachable' } | { status: 'error'; database: 'unreachable'; message: string };
