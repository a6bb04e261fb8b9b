import { describe, expect, it } from 'vitest';
import { phoneTyped } from './phone-input';

describe('phoneTyped (docs/decisions/181)', () => {
  it('keeps the 10-digit national number of what a buyer types or pastes', () => {
    expect(phoneTyped('+91 98123 45678')).toBe('9812345678');
    expect(phoneTyped('+91-98123-45678')).toBe('9812345678');
    expect(phoneTyped('919812345678')).toBe('9812345678');
    expect(phoneTyped('09812345678')).toBe('9812345678');
    expect(phoneTyped('98123 45678')).toBe('9812345678');
    expect(phoneTyped('98-450 12a345')).toBe('9845012345');
  });
  it('lets a +91 be typed one character at a time', () => {
    expect(phoneTyped('+')).toBe('+');
    expect(phoneTyped('+9')).toBe('+9');
    expect(phoneTyped('+91')).toBe('');
    expect(phoneTyped('+91 9')).toBe('9');
  });
  it('never keeps more than 10 digits', () => {
    expect(phoneTyped('98123456789')).toBe('9812345678');
  });
});
