/**
 * The plain buttons (./PlainButton.tsx): native elements with MUI Button's look as class names, whose rules are the
 * theme's Button rules resolved (pill, no capitals, 20 px inline padding, the palette's colours).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alpha } from '@mui/material/styles';
import { theme } from '@/lib/theme';
import { PlainButton, plainButtonClass } from './PlainButton';
import { PlainButtonLink } from './PlainButtonLink';
import { PlainIconButton } from './PlainIconButton';
import { plainButtonRules } from './plainButtonRules';

describe('PlainButton', () => {
  it('is a native button that never submits a form, with its look as class names and its start icon hidden', async () => {
    const onClick = jest.fn();
    render(
      <form onSubmit={() => onClick('submitted')}>
        <PlainButton
          variant="outlined"
          size="small"
          startIcon="M0 0h24v24H0z"
          onClick={() => onClick('clicked')}
        >
          Add to compare
        </PlainButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Add to compare' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass(
      'PlainButton',
      'PlainButton-outlined',
      'PlainButton-small',
      'PlainButton-primary',
    );
    expect(button.querySelector('.PlainButton-startIcon svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick.mock.calls).toEqual([['clicked']]);
  });

  it('a link keeps its address, and a look defaults to a medium primary text button', () => {
    render(
      <PlainButtonLink href="#dates-prices" variant="contained" color="secondary" fullWidth>
        Dates and prices
      </PlainButtonLink>,
    );
    expect(screen.getByRole('link', { name: 'Dates and prices' })).toHaveAttribute('href', '#dates-prices');
    expect(screen.getByRole('link')).toHaveClass(
      'PlainButton-contained',
      'PlainButton-secondary',
      'PlainButton-fullWidth',
    );
    expect(plainButtonClass()).toBe('PlainButton PlainButton-text PlainButton-medium PlainButton-primary');
  });

  it('draws with the theme: its colours, the pill shape and the disabled look of MUI', () => {
    const rules = plainButtonRules(theme) as Record<string, Record<string, unknown>>;
    expect(rules['.PlainButton-primary']).toMatchObject({
      '--plain-button-main': theme.palette.primary.main,
      '--plain-button-border': alpha(theme.palette.primary.main, 0.5),
    });
    expect(rules['.PlainButton-secondary']['--plain-button-contrast']).toBe(
      theme.palette.secondary.contrastText,
    );
    expect(rules['.PlainButton']).toMatchObject({
      borderRadius: 999,
      textTransform: 'none',
      fontWeight: 600,
    });
    expect(rules['.PlainButton']['&:disabled']).toMatchObject({ color: theme.palette.action.disabled });
    expect(rules['.PlainButton-contained']['&:disabled']).toEqual({
      backgroundColor: theme.palette.action.disabledBackground,
    });
  });

  it('an icon button is named by its label, its icon hidden, and drawn as MUI’s IconButton with the theme’s outline', () => {
    render(<PlainIconButton icon="M0 0h24v24H0z" size="small" aria-label="About Style" />);
    const button = screen.getByRole('button', { name: 'About Style' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('PlainIconButton', 'PlainIconButton-small');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const rules = plainButtonRules(theme) as Record<string, Record<string, unknown>>;
    expect(rules['.PlainIconButton']).toMatchObject({
      borderRadius: '50%',
      color: theme.palette.action.active,
      '&:focus-visible': { outline: `2px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
    });
  });
});
