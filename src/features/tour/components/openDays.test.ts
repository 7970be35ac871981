import { createOpenDays } from './openDays';

describe('createOpenDays', () => {
  it('opens and closes one day, telling its readers', () => {
    const days = createOpenDays([0]);
    const heard = jest.fn();
    const stop = days.subscribe(heard);
    expect(days.isOpen(0)).toBe(true);
    expect(days.isOpen(1)).toBe(false);
    days.toggle(1);
    expect(days.isOpen(1)).toBe(true);
    expect(days.anyOpen()).toBe(true);
    days.toggle(0);
    days.toggle(1);
    expect(days.anyOpen()).toBe(false);
    expect(heard).toHaveBeenCalledTimes(3);
    stop();
    days.toggle(2);
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('closes every day when any is open, else opens all of them', () => {
    const days = createOpenDays([1]);
    days.toggleAll(3);
    expect([0, 1, 2].map(days.isOpen)).toEqual([false, false, false]);
    days.toggleAll(3);
    expect([0, 1, 2].map(days.isOpen)).toEqual([true, true, true]);
  });
});
