/**
 * Dates as message values, each with its month number (1–12) beside it as `<name>Month`. Georgian puts the
 * case ending on the month («2026 წლის 8 დეკემბრამდე», "until 8 December 2026"), which its catalog picks
 * with a select on that number. The month is the reader's, in their time zone, as react-intl prints dates.
 */
export function dateValues<Name extends string>(
  dates: Record<Name, string>,
): Record<Name, Date> & Record<`${Name}Month`, number> {
  const values: Record<string, Date | number> = {};
  for (const [name, iso] of Object.entries<string>(dates)) {
    const date = new Date(iso);
    values[name] = date;
    values[`${name}Month`] = date.getMonth() + 1;
  }
  return values as Record<Name, Date> & Record<`${Name}Month`, number>;
}
