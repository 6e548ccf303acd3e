/**
 * The longest text the store takes in each kind of field a person types: the forms stop there and count down
 * near it, and the intake refuses anything longer. Kept apart from the intake's schemas so a page that only
 * shows a form carries none of their code.
 */
export const fieldLimits = { name: 100, email: 254, phone: 30, address: 200, message: 5000 } as const;

/**
 * The longest search the store reads: longer text (from the address bar, say) is cut to this. Apart from the
 * formats (formats.ts), whose patterns every page's search box would otherwise carry.
 */
export const MAX_SEARCH_LENGTH = 200;
