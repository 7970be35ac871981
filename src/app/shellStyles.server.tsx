import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { Baseline } from '@/lib/Baseline';
import { PlainStyles } from '@/components/PlainStyles';
import { serverStyleTags } from './serverStyles';

/**
 * The style tag of the client-rendered shell (server/template.ts, for a render that failed): the page's global rules,
 * the baseline and the plain components', which only the server renders (the browser keeps a page's server rules as
 * they are, src/start/adoptServerStyles.ts, and its bundle carries neither).
 */
export function shellStyles(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <>
          <Baseline />
          <PlainStyles />
        </>,
      ),
    );
    return serverStyleTags(sheet);
  } finally {
    sheet.seal();
  }
}
