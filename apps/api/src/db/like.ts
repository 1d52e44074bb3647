/** Text for a LIKE pattern, matched literally: `%`, `_` and the backslash lose their meaning. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** An ILIKE pattern that finds the text anywhere. */
export const containing = (text: string) => `%${escapeLike(text)}%`;
