/**
 * The pipeline's stages, apart from the deal form's rules: figures that count by stage (the
 * report counters) import this without zod, which would otherwise ride into their bundles.
 */
export const DEAL_STAGES = [
  'prospecting',
  'qualification',
  'proposal',
  'closing',
  'won',
  'lost',
] as const;
export type DealStage = (typeof DEAL_STAGES)[number];

/** The board's columns: the active stages. Won and lost are closed. */
export const ACTIVE_STAGES = ['prospecting', 'qualification', 'proposal', 'closing'] as const;
export const isActiveStage = (stage: DealStage): boolean =>
  (ACTIVE_STAGES as readonly string[]).includes(stage);
