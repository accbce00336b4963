// Types of demo-data.mjs, for the Worker tests that run the demo statements against D1.
export declare const DEMO_LOGIN: { readonly username: string; readonly password: string };

export declare function sqlValue(value: string | number | boolean | null | undefined): string;

export declare function demoSeedStatements(options: {
  /** The stored hash of the demo password, or one per username. */
  passwordHash: string | ((username: string) => string);
  /** Anchors the relative dates; defaults to the current time. */
  now?: Date;
}): string[];
