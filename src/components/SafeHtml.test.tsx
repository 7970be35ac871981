import { render, screen } from '@testing-library/react';
import { SafeHtml, hasVisibleHtml, sanitizeHtml, stripInlineHandlers } from './SafeHtml';

describe('SafeHtml', () => {
  it('keeps formatting and removes scripts and event handlers', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p>Mang theo <strong>hộ chiếu</strong></p><script>window.x=1</script><img src="/a.jpg" onerror="alert(1)">'
        }
      />,
    );
    expect(screen.getByText('hộ chiếu').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('allows only http(s), mailto and tel links and protects new tabs', () => {
    const html = sanitizeHtml(
      '<a href="javascript:alert(1)">x</a><a href="data:text/html,hi">d</a><a href="https://a.vn" target="_blank">a</a><a href="mailto:hi@a.vn">m</a><a href="tel:+8428">t</a><a href="/vi/post/x">p</a>',
    );
    const div = document.createElement('div');
    div.innerHTML = html;
    const links = [...div.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      null,
      null,
      'https://a.vn',
      'mailto:hi@a.vn',
      'tel:+8428',
      '/vi/post/x',
    ]);
    expect(links[2].getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders nothing for empty HTML and detects blank notes', () => {
    const { container } = render(<SafeHtml html="" />);
    expect(container).toBeEmptyDOMElement();
    expect(hasVisibleHtml('<p> &nbsp; </p>')).toBe(false);
    expect(hasVisibleHtml('<p>Visa</p>')).toBe(true);
    expect(hasVisibleHtml(null)).toBe(false);
  });
});

describe('stripInlineHandlers', () => {
  it('takes event-handler attributes out of every tag, quoted or not', () => {
    expect(
      stripInlineHandlers(
        '<img src="x" onerror="a()" alt=y><p onclick=\'b()\' class="c">t</p><a onmouseover=c() href="/">l</a>',
      ),
    ).toBe('<img src="x" alt=y><p class="c">t</p><a href="/">l</a>');
    expect(stripInlineHandlers('<img src=x onerror=a() onload="b()">')).toBe('<img src=x>');
    expect(stripInlineHandlers('<p>one = two, online="yes" as text</p>')).toBe(
      '<p>one = two, online="yes" as text</p>',
    );
  });
});

describe('SafeHtml on hydration', () => {
  it('keeps the server-sanitised DOM as it is, and sanitises in the browser once the HTML changes', async () => {
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('react');
    const { getPurifier } = await import('./purify');
    const sanitize = jest.spyOn(getPurifier()!, 'sanitize');
    const raw = '<p>Kept</p><script>window.hacked=1</script>';
    const container = document.createElement('div');
    // What the server sent: sanitised, so without the script.
    container.innerHTML = '<div class="note"><p>Kept</p></div>';
    document.body.appendChild(container);
    const root = await act(async () => hydrateRoot(container, <SafeHtml html={raw} className="note" />));
    expect(container.innerHTML).toBe('<div class="note"><p>Kept</p></div>');
    await act(async () => root.render(<SafeHtml html={raw} className="note" />));
    expect(container.innerHTML).toBe('<div class="note"><p>Kept</p></div>');
    expect(sanitize).not.toHaveBeenCalled(); // the browser needs no DOMPurify for server-rendered HTML
    await act(async () =>
      root.render(<SafeHtml html={'<p>New</p><img src="x" onerror="alert(1)">'} className="note" />),
    );
    expect(container.querySelector('p')?.textContent).toBe('New');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(sanitize).toHaveBeenCalledTimes(1);
    sanitize.mockRestore();
    root.unmount();
    container.remove();
  });
});
