/** Start-up stage (src/main.tsx): Redux Toolkit, RTK Query's React hooks and redux-persist (the libraries). */
import { configureStore } from '@reduxjs/toolkit';
import { buildCreateApi } from '@reduxjs/toolkit/query/react';
import { persistStore } from 'redux-persist';

// Used, so the bundler keeps the import (and importing this module evaluates it).
void [configureStore, buildCreateApi, persistStore];
