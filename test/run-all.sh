#!/usr/bin/env bash
# `npm test`: every check, cheapest first. Each step stops the run when it fails.
set -euo pipefail
cd "$(dirname "$0")/.."
export CDK_DISABLE_VERSION_CHECK=1
export AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true

step() { printf '\n=== %s ===\n' "$1"; }

step "lint (biome)"
npx biome check .

step "type check (tsc -b)"
npx tsc -b

step "unit tests: shared rules, services, web features, CDK template"
npx vitest run

step "integration tests: handlers and repositories against the local stack"
npx vitest run --config test/vitest.int.config.ts

step "build the web app"
npm run build -w web

step "end-to-end journeys in Chromium through the local stack"
npx vitest run --config test/vitest.e2e.config.ts
