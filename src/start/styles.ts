/** Start-up stage (src/main.tsx): styled-components, MUI's style engine. */
import { createGlobalStyle } from 'styled-components';

// Used, so the bundler keeps the import (and importing this module evaluates it).
void createGlobalStyle;
