/**
 * Start-up stage (src/main.tsx): the browser's saved state (redux-persist's localStorage). Its module tries
 * localStorage once (write, read, remove) when it is evaluated: the page's first use of localStorage, which makes the
 * browser load the site's stored data (about 10 ms of a desktop CPU, measured), so it is a task of its own, not part
 * of the store's.
 */
import storage from 'redux-persist/lib/storage';

// Used, so the bundler keeps the import (and importing this module evaluates it).
void storage;
