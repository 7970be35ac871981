import { Suspense, useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DateOfBirthField } from '../components/DateOfBirthField';

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <Suspense fallback="loading">
      <DateOfBirthField
        lang="en"
        label="Date of birth"
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </Suspense>
  );
}

describe('DateOfBirthField (the date picker loads on first use)', () => {
  it('starts as a light field, keeps a date typed before the picker arrives, then becomes the picker', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const standIn = screen.getByPlaceholderText('DD/MM/YYYY');
    expect(screen.getByRole('group', { name: /Date of birth/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose date' })).toBeInTheDocument();
    fireEvent.change(standIn, { target: { value: '15031990' } });
    expect(onChange).toHaveBeenLastCalledWith('1990-03-15');
    fireEvent.focus(standIn);
    await waitFor(() => expect(screen.queryByPlaceholderText('DD/MM/YYYY')).not.toBeInTheDocument());
    expect(document.querySelector('input[name="dateOfBirth"]')).toHaveValue('15/03/1990');
    expect(screen.getByRole('group', { name: /Date of birth/ })).toBeInTheDocument();
  });
});
