import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The gateway that serves /api locally (npm start / npm run dev at the root). */
const apiTarget = process.env.SALESFLOW_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // Keep the browser's Host so the gateway's same-origin check and cookies see one origin.
    proxy: { '/api': { target: apiTarget, xfwd: true } },
  },
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    testTimeout: 20_000,
  },
});
