/** ISO weekdays 1 (Monday) … 7 (Sunday), as the calling days chips show them. */
export const WEEKDAY_LABELS: readonly { day: number; label: string; name: string }[] = [
  { day: 1, label: 'Mon', name: 'Monday' },
  { day: 2, label: 'Tue', name: 'Tuesday' },
  { day: 3, label: 'Wed', name: 'Wednesday' },
  { day: 4, label: 'Thu', name: 'Thursday' },
  { day: 5, label: 'Fri', name: 'Friday' },
  { day: 6, label: 'Sat', name: 'Saturday' },
  { day: 7, label: 'Sun', name: 'Sunday' },
];
