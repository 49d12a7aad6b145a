import { ApiError } from '@sonic-nexus/api-client';
import { pictureProblem } from './picture-checks';
import { uploadFailureText } from './upload-failure';

const MB = 1024 * 1024;

describe('pictureProblem (spec §5, in order)', () => {
  it('accepts the five image formats up to exactly 5MB', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp', 'image/PNG']) {
      expect(pictureProblem({ size: 5242880, type })).toBeNull();
    }
  });

  it('refuses a file over 5MB first, whatever its type', () => {
    expect(pictureProblem({ size: 5242881, type: 'text/plain' })).toEqual({
      title: 'File too large',
      text: 'File size is 5.0MB. Please select an image under 5MB.',
    });
    expect(pictureProblem({ size: 7.26 * MB, type: 'image/png' })?.text).toBe(
      'File size is 7.3MB. Please select an image under 5MB.',
    );
  });

  it('then a type that is not an image, naming it', () => {
    expect(pictureProblem({ size: 10, type: 'application/pdf' })).toEqual({
      title: 'Invalid file type',
      text: 'File type "application/pdf" is not supported. Please select a JPG, PNG, or GIF image.',
    });
    expect(pictureProblem({ size: 10, type: '' })?.text).toBe(
      'File type "" is not supported. Please select a JPG, PNG, or GIF image.',
    );
  });

  it('then an image format other than jpeg, jpg, png, gif and webp', () => {
    for (const type of ['image/svg+xml', 'image/bmp', 'image/heic']) {
      expect(pictureProblem({ size: 10, type })).toEqual({
        title: 'Unsupported image format',
        text: 'Please use JPG, PNG, GIF, or WebP format.',
      });
    }
  });
});

describe('uploadFailureText (spec §8)', () => {
  const failure = (status: number, body: string) => new ApiError(status, body, 'status text');

  it('has fixed texts for 401 and 413, whatever the server said', () => {
    expect(uploadFailureText(failure(401, '{"message":"Not authenticated"}'))).toBe(
      'You must be logged in to upload a profile picture. Please refresh and try again.',
    );
    expect(uploadFailureText(failure(413, '{"message":"Request body is too large"}'))).toBe(
      'File is too large. Please select an image under 5MB.',
    );
  });

  it("uses the server's message for 400, 5xx and other statuses, else each one's fallback", () => {
    expect(uploadFailureText(failure(400, '{"message":"Not an image"}'))).toBe('Not an image');
    expect(uploadFailureText(failure(400, '{}'))).toBe('Invalid file or upload request.');
    expect(uploadFailureText(failure(503, '{"message":"Service temporarily unavailable"}'))).toBe(
      'Service temporarily unavailable',
    );
    expect(uploadFailureText(failure(500, '{"message":""}'))).toBe(
      'Server error during upload. Please try again.',
    );
    expect(uploadFailureText(failure(415, '{"message":"Content-Type must be image"}'))).toBe(
      'Content-Type must be image',
    );
    expect(uploadFailureText(failure(418, '{"errors":{}}'))).toBe('Upload failed with status 418');
  });

  it("reads 'Unknown error' from a body that is not JSON", () => {
    expect(uploadFailureText(failure(400, '<html>Bad Request</html>'))).toBe('Unknown error');
    expect(uploadFailureText(failure(502, ''))).toBe('Unknown error');
  });

  it('is the unexpected-error text without an answer (network, a broken answer)', () => {
    expect(uploadFailureText(new TypeError('Failed to fetch'))).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(uploadFailureText(new SyntaxError('Unexpected token'))).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });
});
