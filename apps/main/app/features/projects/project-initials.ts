// Georgian has no capitals in ordinary text: uppercasing would turn Mkhedruli into Mtavruli, a display
// script read as shouting, and fonts often lack it.
const capital = (letter: string) =>
  /\p{Script=Georgian}/u.test(letter) ? letter : letter.toLocaleUpperCase();

/**
 * The placeholder of a project without an image: the first letter (or digit) of its first two words,
 * so "Салон «Жасмин»" reads "СЖ" and quotes or emoji do not take a letter's place.
 */
export function projectInitials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .map(capital)
    .join('');
}
