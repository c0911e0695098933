import { describe, expect, it } from 'vitest';
import { greetingName, welcomeText } from './greeting';

describe('greeting (issue 20: no "Welcome, Super")', () => {
  it('greets a real first name', () => {
    expect(welcomeText({ firstName: 'Jane' })).toBe('Welcome, Jane');
    expect(welcomeText({ firstName: '  José ' })).toBe('Welcome, José');
  });

  it('greets the seeded super admin, role words and missing names without a name', () => {
    expect(welcomeText({ firstName: 'Super' })).toBe('Welcome back');
    expect(greetingName({ firstName: 'ADMIN' })).toBeNull();
    expect(greetingName({ firstName: null })).toBeNull();
    expect(greetingName({ firstName: '' })).toBeNull();
    expect(greetingName({ firstName: 'jane@example.com' })).toBeNull();
    expect(greetingName({ firstName: 'User1' })).toBeNull();
  });
});
