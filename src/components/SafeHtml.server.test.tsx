/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { SafeHtml } from './SafeHtml';
import { getPurifier } from './purify.server';

// The server bundle's modules (webpack/substitutions.ts, SERVER_MODULES): DOMPurify on jsdom, and the memory kept between renders.
jest.mock('./purify', () => jest.requireActual('./purify.server'));
jest.mock('@/api/serverMemo', () => jest.requireActual('@/api/serverMemo.server'));

describe('SafeHtml on the server', () => {
  it('sanitises content HTML once: later renders of the same HTML get the same clean HTML', () => {
    const sanitize = jest.spyOn(getPurifier()!, 'sanitize');
    const dirty = '<p onclick="x()">Vịnh <a href="javascript:alert(1)">Hạ Long</a></p><script>x()</script>';
    const first = renderToString(<SafeHtml html={dirty} />);
    expect(first).toBe('<div><p>Vịnh <a>Hạ Long</a></p></div>');
    expect(renderToString(<SafeHtml html={dirty} />)).toBe(first);
    expect(sanitize).toHaveBeenCalledTimes(1);
    expect(renderToString(<SafeHtml html="<p>Huế</p>" />)).toBe('<div><p>Huế</p></div>');
    expect(sanitize).toHaveBeenCalledTimes(2);
  });
});
