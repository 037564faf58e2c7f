import { availableParallelism } from 'node:os';
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
    // Vitest keeps a core for itself by default, which leaves a two-core machine one worker; two run the suite in two
    // thirds of the time there, as the worker's own work is most of it.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
