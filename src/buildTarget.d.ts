/**
 * Which bundle the code is built into, a constant webpack writes into each bundle (`true` in the server's, `false` in
 * the browser's), so code only the server runs is left out of the browser's JavaScript. Not an environment value:
 * the same for every deployment. Under jest: `typeof window === 'undefined'` (jest.env.ts).
 */
declare const __SERVER__: boolean;
