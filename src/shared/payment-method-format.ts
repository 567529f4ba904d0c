/**
 * What a card or bank account must look like before it goes to the processor: the processor then
 * judges only the card itself (known, declined, expired). The pay page and the saved-methods form
 * both check with these, and name every field that fails at once.
 */
const digits = (text: string) => text.replace(/[\s-]/g, '');

export const isCardNumber = (text: string) => /^[0-9]{12,19}$/.test(digits(text));
export const isSecurityCode = (text: string) => /^[0-9]{3,4}$/.test(text.trim());
export const isRoutingNumber = (text: string) => /^[0-9]{9}$/.test(digits(text));
export const isAccountNumber = (text: string) => /^[0-9]{4,17}$/.test(digits(text));
