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
  it('starts as a light field and stays one while it is typed in; left, it becomes the picker with the typed date', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const standIn = screen.getByPlaceholderText('DD/MM/YYYY');
    expect(screen.getByRole('group', { name: /Date of birth/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose date' })).toBeInTheDocument();
    fireEvent.focus(standIn); // starts loading the picker
    fireEvent.change(standIn, { target: { value: '1' } });
    // The picker's code arrives meanwhile (it is in the test bundle), but the traveller is still typing: no key press
    // may fall between the two fields.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByPlaceholderText('DD/MM/YYYY')).toBe(standIn);
    fireEvent.change(standIn, { target: { value: '15031990' } });
    expect(onChange).toHaveBeenLastCalledWith('1990-03-15');
    fireEvent.blur(standIn);
    await waitFor(() => expect(screen.queryByPlaceholderText('DD/MM/YYYY')).not.toBeInTheDocument());
    expect(document.querySelector('input[name="dateOfBirth"]')).toHaveValue('15/03/1990');
    expect(screen.getByRole('group', { name: /Date of birth/ })).toBeInTheDocument();
  });
});
