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
