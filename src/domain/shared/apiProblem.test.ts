import { isContractViolation, toApiProblem, isRefusal } from './apiProblem';
import { isServiceFailure } from './serviceFailure';
import { problemBodyMessage, problemBodyText, problemMessage } from './apiProblemText';

describe('toApiProblem: every failure as one typed problem', () => {
  it('an error status is an http problem with the answer body', () => {
    expect(toApiProblem({ status: 500, data: { message: 'boom' } })).toEqual({
      kind: 'http',
      status: 500,
      body: { message: 'boom' },
    });
    expect(
      toApiProblem({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' }),
    ).toEqual({
      kind: 'http',
      status: 502,
      body: '<html>',
    });
  });

  it('an OK answer that is not JSON or breaks the contract is an invalid answer', () => {
    expect(
      toApiProblem({ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'SyntaxError' }),
    ).toEqual({
      kind: 'invalidAnswer',
      status: 200,
      detail: 'SyntaxError',
      contractViolation: false,
    });
    const broken = {
      status: 'PARSING_ERROR',
      originalStatus: 200,
      data: '',
      error: 'Contract violation: /data x',
    };
    expect(toApiProblem(broken)).toMatchObject({ kind: 'invalidAnswer', contractViolation: true });
    expect(isContractViolation(broken)).toBe(true);
    expect(isContractViolation({ status: 500 })).toBe(false);
  });

  it('no answer: network failure, timeout, or cancelled', () => {
    expect(toApiProblem({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      kind: 'network',
      message: 'TypeError: Failed to fetch',
    });
    expect(toApiProblem({ status: 'TIMEOUT_ERROR', error: 'AbortError: timeout' })).toEqual({
      kind: 'aborted',
    });
    expect(toApiProblem({ status: 'TIMEOUT_ERROR', error: 'Timed out' })).toEqual({
      kind: 'timeout',
      message: 'Timed out',
    });
    expect(toApiProblem({ name: 'AbortError', message: 'Aborted' })).toEqual({ kind: 'aborted' });
  });

  it('a refusal (made by the base query), thrown errors and anything else', () => {
    expect(toApiProblem({ status: 'CUSTOM_ERROR', error: 'nope' })).toEqual({
      kind: 'notSuccess',
      message: 'nope',
    });
    expect(isRefusal({ kind: 'notSuccess', message: '' })).toBe(true);
    expect(isRefusal({ status: 404, data: { success: false } })).toBe(false);
    expect(isRefusal(undefined)).toBe(false);
    expect(toApiProblem({ name: 'Error', message: 'Unexpected answer' })).toEqual({
      kind: 'failed',
      message: 'Unexpected answer',
    });
    expect(toApiProblem('boom')).toEqual({ kind: 'failed', message: '' });
    expect(toApiProblem(undefined)).toEqual({ kind: 'failed', message: '' });
  });

  it('is idempotent: a problem stays itself', () => {
    const problem = toApiProblem({ status: 404, data: null });
    expect(toApiProblem(problem)).toBe(problem);
  });
});

describe('reading a problem', () => {
  it('gives the body as text and its JSON message', () => {
    const json = toApiProblem({ status: 409, data: { success: false, message: ' Sold out ' } });
    expect(problemBodyText(json)).toBe('{"success":false,"message":" Sold out "}');
    expect(problemBodyMessage(json)).toBe('Sold out');
    expect(problemBodyText(toApiProblem({ status: 503, data: 'Service Unavailable' }))).toBe(
      'Service Unavailable',
    );
    expect(problemBodyText(toApiProblem({ status: 502, data: null }))).toBe('');
  });

  it("chooses a readable message: the service's message, HTTP status, the failure's text, else the fallback", () => {
    expect(problemMessage({ status: 500, data: { message: 'boom' } }, 'Unknown')).toBe('boom');
    expect(problemMessage({ status: 500, data: {} }, 'Unknown')).toBe('HTTP 500');
    expect(problemMessage({ status: 'FETCH_ERROR', error: 'Failed to fetch' }, 'Unknown')).toBe(
      'Failed to fetch',
    );
    expect(problemMessage({ name: 'AbortError' }, 'Unknown')).toBe('Unknown');
  });
});

describe('isServiceFailure: the service failed, rather than answered', () => {
  it.each([
    [{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, true],
    [{ status: 'TIMEOUT_ERROR', error: 'Timed out' }, true],
    [{ status: 500, data: { success: false } }, true],
    [{ status: 503, data: null }, true],
    [{ status: 429, data: null }, true],
    [{ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'SyntaxError' }, true],
    [{ status: 404, data: { success: false } }, false],
    [{ status: 422, data: null }, false],
    [{ kind: 'notSuccess', message: '' }, false],
    [
      { kind: 'invalidAnswer', status: 200, detail: 'Contract violation: /data', contractViolation: true },
      false,
    ],
    [{ kind: 'aborted' }, false],
    [undefined, false],
  ])('%p → %p', (error, expected) => {
    expect(isServiceFailure(error)).toBe(expected);
  });
});
