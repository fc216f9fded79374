import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, errorMessage, errorStatus, type ErrorCode } from './errors.js';
import { isApiPath } from './routes.js';
import { startupMode } from './system.js';

describe('error messages', () => {
  it('exist in TY and EN for every code, and differ', () => {
    for (const [code, messages] of Object.entries(ERROR_MESSAGES)) {
      expect(messages.TY, code).not.toBe('');
      expect(messages.EN, code).not.toBe('');
    }
    expect(errorMessage('system.maintenance', 'TY')).not.toBe(
      errorMessage('system.maintenance', 'EN'),
    );
  });

  it('give every code one HTTP status between 400 and 599', () => {
    for (const code of Object.keys(ERROR_MESSAGES) as ErrorCode[]) {
      const status = errorStatus(code);
      expect(Number.isInteger(status), code).toBe(true);
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThanOrEqual(599);
    }
  });

  it('answer a session the client must drop with 401', () => {
    expect(errorStatus('login.not.session')).toBe(401);
    expect(errorStatus('user.or.token.invalid')).toBe(401);
  });

  it('fills the field placeholder', () => {
    expect(errorMessage('request.invalid', 'EN', { field: 'enabled' })).toBe(
      'The field enabled is not valid',
    );
  });
});

describe('isApiPath', () => {
  it('tells API paths from pages', () => {
    expect(isApiPath('/wps/system/status')).toBe(true);
    expect(isApiPath('/lgw/games/mobile')).toBe(true);
    expect(isApiPath('/operator/merchants/DEMO')).toBe(true);
    expect(isApiPath('/m/home')).toBe(false);
    expect(isApiPath('/wpsx')).toBe(false);
  });
});

describe('startupMode', () => {
  it('prefers maintenance over region restriction', () => {
    expect(startupMode({ maintenance: true, regionRestriction: true })).toBe('maintenance');
    expect(startupMode({ maintenance: false, regionRestriction: true })).toBe('restricted');
    expect(startupMode({ maintenance: false, regionRestriction: false })).toBe('app');
  });
});
