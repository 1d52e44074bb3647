export interface DurationMessage {
  id: 'crm.services.duration.minutes' | 'crm.services.duration.hours' | 'crm.services.duration.hours-minutes';
  values: { hours?: number; minutes?: number };
}

/**
 * A service's length as one message with ICU plurals ("1 час 30 минут", "2 hours", "45 წუთი"):
 * whole hours and the minutes left, each part only when it is not zero.
 */
export function durationMessage(totalMinutes: number): DurationMessage {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return { id: 'crm.services.duration.minutes', values: { minutes } };
  if (minutes === 0) return { id: 'crm.services.duration.hours', values: { hours } };
  return { id: 'crm.services.duration.hours-minutes', values: { hours, minutes } };
}
