/** Cards two by two on a large screen, one above the other below. */
export const panelsGridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  gap: { xs: 2, sm: 3 },
  alignItems: 'start',
  mt: { xs: 2, sm: 3 },
} as const;
