import { createOpenDays, toggled } from './openDays';

describe('openDays', () => {
  it('opens and closes one day, telling its readers', () => {
    const days = createOpenDays([0]);
    const heard = jest.fn();
    const stop = days.subscribe(heard);
    expect([...days.get()]).toEqual([0]);
    days.set(toggled(days.get(), 1));
    expect([...days.get()].sort()).toEqual([0, 1]);
    days.set(toggled(days.get(), 0));
    expect([...days.get()]).toEqual([1]);
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    days.set(toggled(days.get(), 2));
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('toggled leaves the set it was given as it was', () => {
    const open = new Set([1]);
    expect([...toggled(open, 1)]).toEqual([]);
    expect([...open]).toEqual([1]);
  });
});
