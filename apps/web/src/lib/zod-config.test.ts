import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('turns zod jitless before zod loads, as z.config({ jitless: true }) would', async () => {
    await import('./zod-config');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
