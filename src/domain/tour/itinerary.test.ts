import {
  accommodationName,
  accommodationNames,
  countMeals,
  countNights,
  destinationCategories,
  mealsOfDay,
  nightsForDay,
  splitOptionalActivity,
} from './itinerary';

describe('optional activity split', () => {
  it('splits "name - amount" into name and price', () => {
    expect(splitOptionalActivity('Lặn biển - 500000')).toEqual({ name: 'Lặn biển', price: 500000 });
    expect(splitOptionalActivity('Cooking class - 1.200.000 VNĐ')).toEqual({
      name: 'Cooking class',
      price: 1200000,
    });
    expect(splitOptionalActivity('Bike tour - $45')).toEqual({ name: 'Bike tour', price: 45 });
    expect(splitOptionalActivity('Spa - 45.50')).toEqual({ name: 'Spa', price: 45.5 });
  });
  it('keeps hyphenated names and text without an amount whole', () => {
    expect(splitOptionalActivity('Hà Nội - Hạ Long cruise')).toEqual({
      name: 'Hà Nội - Hạ Long cruise',
      price: null,
    });
    expect(splitOptionalActivity('Kayaking')).toEqual({ name: 'Kayaking', price: null });
    expect(splitOptionalActivity('Hue - Hoi An - 300000')).toEqual({ name: 'Hue - Hoi An', price: 300000 });
  });
});

describe('nights count', () => {
  it('counts one night per day with accommodation', () => {
    expect(nightsForDay({ accommodation: 'Cruise' })).toBe(1);
    expect(nightsForDay({ accommodation: '  ' })).toBe(0);
    expect(countNights([{ accommodation: 'A' }, { accommodation: null }, { accommodation: 'B' }])).toBe(2);
    expect(countNights(undefined)).toBe(0);
  });
});

describe('meals', () => {
  it('reads "1" as included', () => {
    expect(mealsOfDay({ meals: { breakfast: null, lunch: '1', dinner: '1' } })).toEqual(['lunch', 'dinner']);
    expect(mealsOfDay({ meals: null })).toEqual([]);
  });
  it('counts meals over the itinerary', () => {
    expect(
      countMeals([{ meals: { breakfast: '1', lunch: '1' } }, { meals: { breakfast: '1', dinner: '0' } }]),
    ).toEqual({ breakfast: 2, lunch: 1, dinner: 0, total: 3 });
  });
});

describe('destination categories', () => {
  it('takes destination names from a list or an object keyed by id', () => {
    expect(
      destinationCategories([
        { name: 'Việt Nam', type: 'destinations' },
        { name: 'Adventure', type: 'themes' },
      ]),
    ).toEqual(['Việt Nam']);
    expect(destinationCategories({ '3': { name: 'Vietnam', type: 'destinations' } })).toEqual(['Vietnam']);
    expect(destinationCategories(null)).toEqual([]);
  });
});

describe('accommodation names', () => {
  it('drops a night count the service already wrote after the name', () => {
    expect(accommodationName('Colonial hotel (1 night)')).toBe('Colonial hotel');
    expect(accommodationName('Khách sạn Cổ (2 đêm)')).toBe('Khách sạn Cổ');
    expect(accommodationName('Lodge (3 Nights) ')).toBe('Lodge');
    expect(accommodationName('Hotel (near the lake)')).toBe('Hotel (near the lake)');
    expect(accommodationName(null)).toBe('');
  });

  it('lists each accommodation once, in day order', () => {
    const days = [
      { accommodation: 'A (1 night)' },
      { accommodation: 'A (1 night)' },
      { accommodation: '' },
      { accommodation: 'B' },
    ];
    expect(accommodationNames(days as never)).toEqual(['A', 'B']);
  });
});
