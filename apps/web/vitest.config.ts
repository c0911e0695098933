import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests only: pure helpers run in node; a file that needs a DOM opts in with
// `// @vitest-environment jsdom` at its top.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    restoreMocks: true,
  },
});
