/**
 * A quick yes for answers that conform to the contract, before ./contract.ts looks for what to repair.
 *
 * In the browser there is none (null): the validator there must not generate code at run time (the strict
 * Content-Security-Policy), and the browser checks only what it fetches itself. The server bundle replaces this
 * module with ./quickCheck.server.ts (webpack/substitutions.ts): the contract's schemas compiled by Ajv, the
 * validator `npm run contract:check` holds content services to.
 */
export type QuickCheck = (operation: string, body: unknown) => boolean;

export const conformsQuickly: QuickCheck | null = null;
