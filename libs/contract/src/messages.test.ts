// Templated texts render exactly as the spec words them.
import {
  pictureMessages,
  platformLabel,
  serverMessages,
  successToasts,
  uploadFailureMessages,
} from './index';

describe('messages', () => {
  it('renders the templated texts', () => {
    expect(successToasts.register.title).toBe('Welcome to Sonic Nexus!');
    expect(successToasts.login.text('nova')).toBe('Logged in as nova');
    expect(pictureMessages.tooLargeText(6 * 1024 * 1024)).toBe(
      'File size is 6.0MB. Please select an image under 5MB.',
    );
    expect(pictureMessages.invalidTypeText('text/plain')).toBe(
      'File type "text/plain" is not supported. Please select a JPG, PNG, or GIF image.',
    );
    expect(uploadFailureMessages.otherStatus(418)).toBe('Upload failed with status 418');
  });
  it('words the unverified vote answer so the UI recognises it', () => {
    expect(serverMessages.verifyEmailToVote).toContain('verify your email');
  });
  it('labels platforms, raw name otherwise', () => {
    expect(platformLabel('apple')).toBe('Apple Music');
    expect(platformLabel('youtube')).toBe('YouTube Music');
    expect(platformLabel('other')).toBe('other');
  });
});
