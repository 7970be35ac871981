/**
 * The server's style tag: written by the server (app/serverStyles.tsx), taken over by the browser's start-up
 * (start/adoptServerStyles.ts) under this attribute, which styled-components' own rehydration does not look for.
 */
export const SERVER_STYLES_ATTR = 'data-styled-server';
