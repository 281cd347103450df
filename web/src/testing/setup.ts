import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installMatchMedia, resetViewport } from './viewport';

// Lazily loaded routes are transformed on first import, which can take a few seconds in CI.
configure({ asyncUtilTimeout: 8000 });

beforeEach(() => {
  installMatchMedia();
});

afterEach(() => {
  cleanup();
  resetViewport();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
