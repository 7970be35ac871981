import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField';

describe('TextField (labelled field; selects are native)', () => {
  it('labels the input, describes it with the helper text and marks it required and invalid', () => {
    render(
      <TextField id="email" label="Email" required error helperText="Please enter a valid email" value="" />,
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email');
    expect(document.getElementById('email-label')).toHaveTextContent('Email');
  });

  it('focuses its field when the label is pressed, and shows the required mark only to sight', async () => {
    render(<TextField label="First name" required value="" onChange={() => undefined} />);
    await userEvent.click(screen.getByText('First name'));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  });

  it('renders a native select whose options are the children, and reports the chosen value', async () => {
    function Sort() {
      const [value, setValue] = useState('date');
      return (
        <TextField select label="Sort by" value={value} onChange={(e) => setValue(e.target.value)}>
          <option value="date">Date</option>
          <option value="price">Price</option>
        </TextField>
      );
    }
    render(<Sort />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select.tagName).toBe('SELECT');
    await userEvent.selectOptions(select, 'Price');
    expect(select).toHaveValue('price');
  });

  it('passes input attributes and a multiline text area through', () => {
    render(
      <>
        <TextField
          label="Min price"
          type="number"
          value=""
          slotProps={{ htmlInput: { min: 0, step: 100 } }}
        />
        <TextField label="Message" multiline minRows={3} value="" />
      </>,
    );
    const price = screen.getByRole('spinbutton', { name: 'Min price' });
    expect(price).toHaveAttribute('min', '0');
    expect(price).toHaveAttribute('step', '100');
    expect(screen.getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA');
  });
});
