import { classifyListingError, listingOutcome } from './listingErrors';

describe('listing error classification', () => {
  it('network errors, timeouts and HTTP statuses are HTTP failures', () => {
    expect(classifyListingError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('http');
    expect(classifyListingError({ status: 'TIMEOUT_ERROR', error: 'timeout' })).toBe('http');
    expect(classifyListingError({ status: 500, data: { success: false } })).toBe('http');
    expect(classifyListingError({ status: 404, data: 'Not found' })).toBe('http');
  });

  it('a non-JSON answer is invalid data, unless the status already failed', () => {
    expect(
      classifyListingError({
        status: 'PARSING_ERROR',
        originalStatus: 200,
        data: '<html>',
        error: 'SyntaxError',
      }),
    ).toBe('invalidData');
    expect(
      classifyListingError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' }),
    ).toBe('http');
  });

  it('a refusal and other known errors are "unable to load"', () => {
    expect(classifyListingError({ kind: 'notSuccess', message: '' })).toBe('unableToLoad');
    expect(classifyListingError({ status: 'CUSTOM_ERROR', error: 'refused' })).toBe('unableToLoad');
    expect(classifyListingError({ name: 'Error', message: 'Unexpected answer' })).toBe('unableToLoad');
  });

  it('anything else is unknown', () => {
    expect(classifyListingError(undefined)).toBe('unknown');
    expect(classifyListingError('boom')).toBe('unknown');
    expect(classifyListingError({})).toBe('unknown');
    expect(classifyListingError({ status: 'CUSTOM_ERROR' })).toBe('unknown');
  });

  it('decides the outcome of an answer: a refusal or an answer without a list cannot be shown', () => {
    expect(listingOutcome({ success: true, data: [] }, undefined)).toBeNull();
    expect(listingOutcome(undefined, undefined)).toBeNull();
    expect(listingOutcome(undefined, { kind: 'notSuccess', message: '' })).toBe('unableToLoad');
    expect(listingOutcome('<html>', undefined)).toBe('invalidData');
    expect(listingOutcome(undefined, { status: 500 })).toBe('http');
  });
});
