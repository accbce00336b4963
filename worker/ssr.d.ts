// The module `#ssr` (package.json "imports": src/entry-server.tsx) as the Worker's type check sees
// it, through tsconfig.worker.json's `paths`: the real file would bring the SPA, with its DOM and
// JSX, into a program typed for the Workers runtime. Its types are those of
// src/entry-server-types.ts, which entry-server.tsx is declared with, so a change to the render's
// signature fails the type check of both sides.
import type { ServerRender } from '../src/entry-server-types';

export type { ServerPage } from '../src/entry-server-types';
export declare const renderPage: ServerRender['renderPage'];
export declare const setApiTransport: ServerRender['setApiTransport'];
