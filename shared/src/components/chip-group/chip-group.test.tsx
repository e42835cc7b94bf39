import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ChipGroup, type ChipOption } from './chip-group';

type Hobby = 'music' | 'travel' | 'sport';
const OPTIONS: ChipOption<Hobby>[] = [
  { value: 'music', label: 'Music' },
  { value: 'travel', label: 'Travel' },
  { value: 'sport', label: 'Sport' },
];

function Controlled({
  initial = [],
  max,
  onChange,
}: {
  initial?: Hobby[];
  max?: number;
  onChange?: (v: Hobby[]) => void;
}) {
  const [value, setValue] = useState<Hobby[]>(initial);
  return (
    <ChipGroup
      legend="Interests"
      options={OPTIONS}
      value={value}
      max={max}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('ChipGroup', () => {
  it('is a group named by its legend whose chips are checkboxes', () => {
    renderWithProviders(<Controlled initial={['travel']} />);
    const group = screen.getByRole('group', { name: 'Interests' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Music' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Travel/ })).toBeChecked();
  });

  it('toggles chips by click and by keyboard (Tab, Space), keeping the order they were checked in', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Controlled onChange={onChange} />);

    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Music' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['music']);

    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Travel' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['music', 'travel']);

    await user.click(screen.getByRole('checkbox', { name: 'Sport' }));
    expect(onChange).toHaveBeenLastCalledWith(['music', 'travel', 'sport']);

    await user.click(screen.getByRole('checkbox', { name: /Music/ }));
    expect(onChange).toHaveBeenLastCalledWith(['travel', 'sport']);
  });

  it('at the maximum, the unchecked chips are disabled and the checked ones can still be unchecked', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <Controlled initial={['music', 'travel']} max={2} onChange={onChange} />,
    );

    const sport = screen.getByRole('checkbox', { name: 'Sport' });
    expect(sport).toBeDisabled();
    await user.click(sport);
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: /Music/ }));
    expect(onChange).toHaveBeenLastCalledWith(['travel']);
    expect(sport).toBeEnabled();
  });
});
