/** The given classes as one `className`, leaving out the ones not given. */
export function classNames(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
