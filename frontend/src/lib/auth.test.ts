import { describe, expect, it } from 'vitest';
import { refusedRefresh } from './auth';

describe('a failed token refresh', () => {
  it('ends the session when Cognito refused it', () => {
    for (const name of [
      'NotAuthorizedException',
      'TokenRevokedException',
      'UserNotFoundException',
      'PasswordResetRequiredException',
      'UserNotConfirmedException',
      'RefreshTokenReuseException',
    ])
      expect({ name, refused: refusedRefresh({ name, message: 'refused' }) }).toEqual({
        name,
        refused: true,
      });
  });

  it('ends nothing when Cognito could not be reached, was throttled or failed', () => {
    for (const error of [
      { name: 'NetworkError' },
      { name: 'TooManyRequestsException' },
      { name: 'InternalErrorException' },
      new TypeError('Failed to fetch'),
      undefined,
      null,
      'NotAuthorizedException',
    ])
      expect(refusedRefresh(error)).toBe(false);
  });
});
