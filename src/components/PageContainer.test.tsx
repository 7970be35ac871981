import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/lib/theme';
import { PageContainer } from './PageContainer';

describe('PageContainer', () => {
  it('takes `sx` and `maxWidth` as styles: neither becomes an attribute of the element (server and browser)', () => {
    const page = (
      <ThemeProvider theme={theme}>
        <PageContainer as="article" maxWidth="md" sx={{ py: 3 }}>
          Text
        </PageContainer>
      </ThemeProvider>
    );
    const { container } = render(page);
    const column = container.querySelector('article')!;
    expect(column).toHaveTextContent('Text');
    expect(column).not.toHaveAttribute('sx');
    expect(column).not.toHaveAttribute('maxwidth');
    const html = renderToString(page);
    expect(html).not.toContain('[object Object]');
    expect(html).not.toMatch(/\ssx=/);
  });
});

describe('PageContainer with the components built on its styles loaded', () => {
  it('keeps its `sx` styles (the section bar shares its styles instead of extending it, which took them away)', async () => {
    // The section bar's module, as a page that has one loads it before the next page renders a PageContainer.
    await import('./SectionNav');
    const { container } = render(
      <ThemeProvider theme={theme}>
        <PageContainer maxWidth="xl" sx={{ py: 3 }}>
          Text
        </PageContainer>
      </ThemeProvider>,
    );
    const column = container.firstElementChild!;
    expect(getComputedStyle(column).paddingTop).toBe('24px');
    expect(getComputedStyle(column).maxWidth).toBe('1280px');
  });
});
