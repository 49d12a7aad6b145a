import { ApiError } from './api-fetch';
import { isNetworkError, serverMessage } from './account-errors';

describe('serverMessage', () => {
  it('reads the message of a JSON error body', () => {
    const error = new ApiError(401, '{"message":"Invalid username or password"}', 'Unauthorized');
    expect(serverMessage(error)).toBe('Invalid username or password');
  });

  it('takes a plain-text answer as it is, but not an HTML page or an empty body', () => {
    expect(serverMessage(new ApiError(400, 'Username already taken', 'Bad Request'))).toBe(
      'Username already taken',
    );
    expect(serverMessage(new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway'))).toBeUndefined();
    expect(serverMessage(new ApiError(500, '', 'Internal Server Error'))).toBeUndefined();
    expect(serverMessage(new ApiError(500, '{"errors":{}}', 'Internal Server Error'))).toBeUndefined();
  });

  it('has nothing to say about errors that are not answers', () => {
    expect(serverMessage(new Error('boom'))).toBeUndefined();
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(new ApiError(500, 'x', 'y'))).toBe(false);
  });
});
