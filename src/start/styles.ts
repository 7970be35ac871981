/**
 * Start-up stage (src/main.tsx): styled-components, MUI's style engine. The server's styles are taken over right
 * after styled-components is evaluated and before any styled component is defined (start/adoptServerStyles.ts).
 */
import { adoptServerStyles } from './adoptServerStyles';

adoptServerStyles();
