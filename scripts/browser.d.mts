// Types of scripts/browser.mjs, for playwright.config.ts.
export declare const DEBIAN_CHROMIUM: string;
export declare const INSTALL_COMMAND: string;
export declare function chromiumPath(env?: Record<string, string | undefined>, exists?: (path: string) => boolean): string | undefined;
