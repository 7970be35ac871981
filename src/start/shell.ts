/** Start-up stage (src/main.tsx): the router and the site's frame (header, footer, contact button). */
import { BrowserRouter } from 'react-router-dom';
import { Layout } from '@/app/Layout';

// Used, so the bundler keeps the import (and importing this module evaluates it).
void [BrowserRouter, Layout];
