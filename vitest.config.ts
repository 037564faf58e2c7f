import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  define: { __API_MOCKING__: 'false' },
  test: {
    environment: 'jsdom',
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // As asyncUtilTimeout in tests/setup.ts: time enough on a busy two-core machine.
    testTimeout: 20_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
